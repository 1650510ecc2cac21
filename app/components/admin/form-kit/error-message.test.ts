import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "./error-message.ts";

describe("errorMessage", () => {
  it("shows the server's message", () => {
    expect(errorMessage(new ApiError("The file is too large (max 10 MB)", 413), "Upload failed")).toBe(
      "The file is too large (max 10 MB)",
    );
  });
  it("falls back to the situation's message when the server gave none", () => {
    expect(errorMessage(new ApiError("Request failed", 500), "Create failed")).toBe("Create failed");
    expect(errorMessage(new Error("boom"), "Save failed")).toBe("Save failed");
  });
  it("adds the connection hint to the fallback when the server could not be reached", () => {
    expect(errorMessage(new ApiError("Could not reach the server.", 0), "Save failed")).toBe(
      "Save failed. Could not reach the server.",
    );
  });
});

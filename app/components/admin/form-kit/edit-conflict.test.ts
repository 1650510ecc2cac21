import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { conflictOf, withVersion } from "./edit-conflict.ts";

describe("conflictOf", () => {
  it("finds the current item in a 409 answer", () => {
    const current = { id: 3, version: 5, title: "Theirs" };
    expect(conflictOf(new ApiError("Someone else saved this", 409, undefined, [], { current }))).toEqual(current);
  });
  it("is null for other failures and for a 409 without the item", () => {
    expect(conflictOf(new ApiError("Bad", 400, undefined, [], { current: { id: 1 } }))).toBeNull();
    expect(conflictOf(new ApiError("Taken", 409))).toBeNull();
    expect(conflictOf(new Error("boom"))).toBeNull();
  });
});

describe("withVersion", () => {
  it("adds the version the editor opened, and leaves a payload without one as it is", () => {
    expect(withVersion({ title: "A" }, 4)).toEqual({ title: "A", version: 4 });
    expect(withVersion({ title: "A" }, undefined)).toEqual({ title: "A" });
  });
});

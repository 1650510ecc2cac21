import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { checkVersion, STALE_VERSION, sentVersion } from "./edit-version.ts";

describe("edit versions", () => {
  it("reads the sent version, absent when not given", () => {
    expect(sentVersion({ title: "x" })).toBeUndefined();
    expect(sentVersion({ version: null })).toBeUndefined();
    expect(sentVersion({ version: 3 })).toBe(3);
    expect(() => sentVersion({ version: "3" })).toThrow("version must be a whole number of at least 1");
    expect(() => sentVersion({ version: 0 })).toThrow(HttpError);
  });

  it("refuses a stale version with 409 and the current item", async () => {
    await expect(checkVersion(undefined, 4, () => ({}))).resolves.toBeUndefined();
    await expect(checkVersion(4, 4, () => ({}))).resolves.toBeUndefined();
    const error = await checkVersion(3, 4, () => ({ id: 1, version: 4 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body()).toEqual({ error: STALE_VERSION, current: { id: 1, version: 4 } });
  });
});

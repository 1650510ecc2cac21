import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { checkVersion, editStateOf, STALE_VERSION, sentVersion, writtenOrStale } from "./edit-version.ts";

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

  it("refuses a save that lost the race between the check and the write, and lets a gone item be 404", async () => {
    await expect(writtenOrStale({ id: 1 }, 3, async () => null)).resolves.toEqual({ id: 1 });
    await expect(writtenOrStale(undefined, undefined, async () => ({}))).resolves.toBeUndefined();
    await expect(writtenOrStale(undefined, 3, async () => null)).resolves.toBeUndefined();
    const error = await writtenOrStale(undefined, 3, async () => ({ id: 1, version: 4 })).catch((e: unknown) => e);
    expect((error as HttpError).body()).toEqual({ error: STALE_VERSION, current: { id: 1, version: 4 } });
  });

  it("answers the version and whether the publication time is still ahead", () => {
    const now = new Date("2026-01-15T09:00:00Z");
    expect(editStateOf({ version: 3, published_at: "2026-01-16T09:00:00Z" }, now)).toEqual({
      version: 3,
      scheduled: true,
    });
    expect(editStateOf({ version: 2, published_at: new Date("2026-01-14T09:00:00Z") }, now)).toEqual({
      version: 2,
      scheduled: false,
    });
    expect(editStateOf({ published_at: null }, now)).toEqual({ version: 1, scheduled: false });
  });
});

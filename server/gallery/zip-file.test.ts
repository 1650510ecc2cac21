import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { writeZip, zipEntries, zipEntryBytes } from "./zip-file.ts";

describe("writeZip", () => {
  it("writes stored entries that read back with their names, sizes and checksums", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zip-"));
    const file = path.join(dir, "a.zip");
    const items = [
      { name: "01-day-1/mkutano.jpg", bytes: Buffer.from("first photo") },
      { name: "02-siku-ya-2/ñandu.jpg", bytes: Buffer.alloc(70_000, 7) },
    ];
    async function* all() {
      yield* items;
    }
    const size = await writeZip(file, all(), new Date("2026-11-26T10:30:08Z"));
    const zip = fs.readFileSync(file);
    expect(zip.length).toBe(size);
    const entries = zipEntries(zip);
    expect(entries.map((e) => [e.name, e.size, e.crc])).toEqual(
      items.map((i) => [i.name, i.bytes.length, crc32(i.bytes)]),
    );
    expect(zipEntryBytes(zip, entries[1]!).equals(items[1]!.bytes)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it("writes an empty archive for no entries", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "zip-")), "empty.zip");
    async function* none() {}
    expect(await writeZip(file, none(), new Date())).toBe(22);
    expect(zipEntries(fs.readFileSync(file))).toEqual([]);
  });
});

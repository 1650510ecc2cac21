import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readTar, TarWriter } from "./tar.ts";

async function archive(files: Array<[string, Buffer]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(out);
  for (const [name, bytes] of files) await tar.add(name, bytes.length, Readable.from([bytes]));
  await tar.finish();
  return Buffer.concat(chunks);
}

describe("tar", () => {
  const longName = `uploads/private/attachments/${"a".repeat(120)}.pdf`;
  const files: Array<[string, Buffer]> = [
    ["manifest.json", Buffer.from('{"ok":true}\n')],
    [longName, Buffer.alloc(1500, 7)],
    ["empty.txt", Buffer.alloc(0)],
  ];

  it("reads back what it wrote, long names included", async () => {
    const bytes = await archive(files);
    const read: Array<[string, Buffer]> = [];
    for await (const entry of readTar(Readable.from([bytes.subarray(0, 700), bytes.subarray(700)]))) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      read.push([entry.name, Buffer.concat(chunks)]);
    }
    expect(read).toEqual(files);
  });

  it("writes an archive the system tar lists", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "uraia-tar-")), "a.tar");
    fs.writeFileSync(file, await archive(files));
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(files.map(([n]) => n));
  });

  it("refuses a source whose length differs from the size announced", async () => {
    const tar = new TarWriter(new PassThrough().resume());
    await expect(tar.add("x.bin", 10, Readable.from([Buffer.alloc(4)]))).rejects.toThrow(
      "changed while it was being archived",
    );
  });

  it("says so when an archive is cut short", async () => {
    const bytes = await archive(files);
    const consume = async () => {
      for await (const entry of readTar(Readable.from([bytes.subarray(0, 1200)]))) for await (const _ of entry.body);
    };
    await expect(consume()).rejects.toThrow("the archive is truncated");
  });
});

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../tests/support/s3.ts";
import { localDiskStorage } from "./local-disk-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";
import { readAllBytes } from "./storage.ts";
import { parseStorageUrl } from "./storage-url.ts";

describe("parseStorageUrl", () => {
  it("reads bucket, prefix, endpoint and region, path-style with a custom endpoint", () => {
    expect(parseStorageUrl("s3://media/site-a?endpoint=http://minio:9000&region=eu-west-1")).toEqual({
      bucket: "media",
      prefix: "site-a/",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
    expect(parseStorageUrl("s3://media")).toMatchObject({ prefix: "", endpoint: undefined, forcePathStyle: false });
  });

  it("names what is wrong", () => {
    expect(() => parseStorageUrl("https://media")).toThrow("must start with s3://");
    expect(() => parseStorageUrl("s3://M")).toThrow("needs a bucket name");
    expect(() => parseStorageUrl("s3://media?endpoint=minio:9000")).toThrow("endpoint must be an http(s) URL");
  });
});

const stores: Array<[string, () => Promise<{ storage: FileStorage; stop(): Promise<void> }>]> = [
  [
    "local disk",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-disk-"));
      return { storage: localDiskStorage(dir), stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    "an S3 store (s3rver)",
    async () => {
      const s3: TestS3 = await startS3();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-s3-local-"));
      const storage = s3Storage(parseStorageUrl(`${s3.storageUrl.replace("?", "/site?")}`), {
        dataDir: dir,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      return {
        storage,
        stop: async () => {
          storage.client.destroy();
          await s3.stop();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(stores)("file storage on %s", (_name, open) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  const key = `${randomBytes(16).toString("hex")}.pdf`;
  const big = randomBytes(12 * 1024 * 1024 + 123);

  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  it("moves a large local file in (in parts on S3) and reads it back byte for byte", async () => {
    const local = path.join(storage.tempDir(), "incoming.bin");
    fs.writeFileSync(local, big);
    await storage.putFile(key, local);
    expect(fs.existsSync(local)).toBe(false);
    expect(await storage.size(key)).toBe(big.length);
    expect((await readAllBytes(storage, key)).equals(big)).toBe(true);
  });

  it("reads a byte range", async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(key, { start: 1000, end: 1999 })) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(big.subarray(1000, 2000))).toBe(true);
  });

  it("stores small files under nested private keys and lists by prefix", async () => {
    await storage.putBytes("private/attachments/a1.txt", Buffer.from("first"));
    await storage.putBytes("private/attachments/b2.txt", Buffer.from("second"));
    const listed: string[] = [];
    for await (const k of storage.list("private/")) listed.push(k);
    expect(listed.sort()).toEqual(["private/attachments/a1.txt", "private/attachments/b2.txt"]);
    const all: string[] = [];
    for await (const k of storage.list()) all.push(k);
    expect(all.sort()).toEqual([key, "private/attachments/a1.txt", "private/attachments/b2.txt"].sort());
    expect((await readAllBytes(storage, "private/attachments/b2.txt")).toString()).toBe("second");
  });

  it("answers null for a missing file, refuses unsafe keys and removes files", async () => {
    expect(await storage.size("0123456789abcdef0123456789abcdef.jpg")).toBeNull();
    expect(await storage.size("../etc/passwd")).toBeNull();
    await expect(storage.putBytes("../escape.txt", Buffer.from("x"))).rejects.toThrow("invalid storage key");
    await storage.remove("private/attachments/a1.txt");
    expect(await storage.size("private/attachments/a1.txt")).toBeNull();
  });

  it("fails a read of a missing file with an error, not an empty file", async () => {
    await expect(readAllBytes(storage, "0123456789abcdef0123456789abcdef.jpg")).rejects.toThrow();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/schema.ts";
import { localDiskStorage } from "./local-disk-storage.ts";
import { saveUpload } from "./upload-records.ts";

describe("saveUpload", () => {
  it("removes the stored file again when its row cannot be written", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-unit-"));
    const storage = localDiskStorage(dataDir);
    const failingDb = {
      insertInto: () => ({
        values: () => ({
          execute: () => Promise.reject(new Error("database is unavailable")),
        }),
      }),
    } as unknown as Kysely<Database>;
    const meta = {
      ext: "pdf",
      mime: "application/pdf",
      size: 5,
      width: null,
      height: null,
      originalName: null,
      uploadedBy: null,
    };
    await expect(saveUpload(failingDb, storage, { bytes: Buffer.from("%PDF-") }, meta, new Date())).rejects.toThrow(
      "database is unavailable",
    );
    expect(fs.readdirSync(path.join(dataDir, "uploads")).filter((name) => !name.startsWith("."))).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type FileStorage, uploadUrl } from "./storage.ts";

export type NewUpload = {
  ext: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string | null;
  uploadedBy: number | null;
};

export const randomKey = (ext: string) => `${randomBytes(16).toString("hex")}.${ext}`;

/**
 * Stores a file and its row as one unit: the file goes in first, and is removed
 * again if the row cannot be written. Answers the public URL.
 */
export async function saveUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  file: { localPath: string } | { bytes: Uint8Array },
  meta: NewUpload,
  now: Date,
): Promise<string> {
  const key = randomKey(meta.ext);
  if ("localPath" in file) await storage.putFile(key, file.localPath);
  else await storage.putBytes(key, file.bytes);
  try {
    await db
      .insertInto("uploads")
      .values({
        storage_key: key,
        url: uploadUrl(key),
        mime: meta.mime,
        size: meta.size,
        original_name: meta.originalName,
        width: meta.width,
        height: meta.height,
        uploaded_by: meta.uploadedBy,
        created_at: now,
      })
      .execute();
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
  return uploadUrl(key);
}

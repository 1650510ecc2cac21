import type { Readable } from "node:stream";

/**
 * Where uploaded and generated files live: local disk (./local-disk-storage.ts) by
 * default, or any S3-compatible object store (./s3-storage.ts). Keys are relative
 * paths such as `3f…a9.jpg` or `private/attachments/…`; only upload names
 * (STORAGE_KEY) are ever served to the public.
 */
export interface FileStorage {
  /** "disk …" or "s3://bucket/prefix", for logs and the backup manifest. */
  readonly description: string;
  /** Moves a finished local file into storage under `key` (the local file is gone afterwards). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Stores bytes under `key` (small generated files). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes from `start` to `end` inclusive (whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Every stored key that starts with `prefix` (all keys for ""), in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
  /** A private local folder for files still being received. */
  tempDir(): string;
}

/**
 * Upload names: 32 hex characters and the detected type's extension; an image's
 * variant adds its width (`-960`), a PDF's page image its page and width (`-p0002-800`).
 */
export const STORAGE_KEY = /^[a-f0-9]{32}(-\d{3,4}|-p\d{4}-\d{3,4})?\.(jpg|png|webp|avif|gif|pdf)$/;

/** Any key a store accepts: slash-separated segments of letters, digits, `.`, `_` and `-`, never `..`. */
const SAFE_KEY = /^(?!.*(^|\/)\.)[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key);
}

export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/** The public URL of a stored upload. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** Reads a whole stored file into memory (small files only). */
export async function readAllBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

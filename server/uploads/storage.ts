import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Local disk now (./local-disk-storage.ts); an object
 * store later implements the same four calls. Keys are random file names.
 */
export interface FileStorage {
  /** Moves a finished local file into storage under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Stores bytes under `key` (small generated files). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes from `start` to `end` inclusive (whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** A private folder for files still being received. */
  tempDir(): string;
}

/** Upload names: 32 hex characters and the detected type's extension. */
export const STORAGE_KEY = /^[a-f0-9]{32}(-\d{3,4})?\.(jpg|png|webp|avif|gif|pdf)$/;

/** The public URL of a stored upload. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

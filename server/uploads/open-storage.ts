import type { Config } from "../config.ts";
import { localDiskStorage } from "./local-disk-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

/** The configured file store: the object store named by STORAGE_URL, or DATA_DIR/uploads. */
export function openStorage(config: Pick<Config, "storage" | "dataDir">): FileStorage {
  if (!config.storage) return localDiskStorage(config.dataDir);
  const { credentials, ...location } = config.storage;
  return s3Storage(location, { dataDir: config.dataDir, credentials });
}

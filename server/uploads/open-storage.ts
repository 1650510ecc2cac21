import type { Config } from "../config.ts";
import { localDiskStorage } from "./local-disk-storage.ts";
import type { FileStorage } from "./storage.ts";

/**
 * The configured file store: the object store named by STORAGE_URL, or DATA_DIR/uploads. The
 * object store's SDK is loaded only when one is configured (docs/decisions/0098).
 */
export async function openStorage(config: Pick<Config, "storage" | "dataDir">): Promise<FileStorage> {
  if (!config.storage) return localDiskStorage(config.dataDir);
  const { s3Storage } = await import("./s3-storage.ts");
  const { credentials, ...location } = config.storage;
  return s3Storage(location, { dataDir: config.dataDir, credentials });
}

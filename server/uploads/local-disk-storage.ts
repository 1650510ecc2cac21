import fs from "node:fs";
import path from "node:path";
import { type FileStorage, STORAGE_KEY } from "./storage.ts";

/** Uploads under DATA_DIR/uploads; unfinished files under DATA_DIR/uploads/.incoming. */
export function localDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "uploads");
  const incoming = path.join(root, ".incoming");
  fs.mkdirSync(incoming, { recursive: true });

  const fileFor = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    async putFile(key, localPath) {
      await fs.promises.rename(localPath, fileFor(key));
    },
    async putBytes(key, bytes) {
      await fs.promises.writeFile(fileFor(key), bytes, { flag: "wx" });
    },
    async size(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const stat = await fs.promises.stat(fileFor(key));
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return fs.createReadStream(fileFor(key), range);
    },
    async remove(key) {
      await fs.promises.rm(fileFor(key), { force: true });
    },
    tempDir: () => incoming,
  };
}

import fs from "node:fs";
import path from "node:path";
import { checkKey, type FileStorage, isSafeKey } from "./storage.ts";

const INCOMING = ".incoming";

/** Uploads under DATA_DIR/uploads; unfinished files under DATA_DIR/uploads/.incoming. */
export function localDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "uploads");
  const incoming = path.join(root, INCOMING);
  fs.mkdirSync(incoming, { recursive: true });

  const fileFor = (key: string) => path.join(root, checkKey(key));
  const withFolder = async (key: string) => {
    const file = fileFor(key);
    if (key.includes("/")) await fs.promises.mkdir(path.dirname(file), { recursive: true });
    return file;
  };

  return {
    description: `disk ${root}`,
    async putFile(key, localPath) {
      const target = await withFolder(key);
      try {
        await fs.promises.rename(localPath, target);
      } catch (error) {
        // Another file system (a temp folder elsewhere): copy, then remove.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await fs.promises.copyFile(localPath, target);
        await fs.promises.rm(localPath, { force: true });
      }
    },
    async putBytes(key, bytes) {
      await fs.promises.writeFile(await withFolder(key), bytes, { flag: "wx" });
    },
    async size(key) {
      if (!isSafeKey(key)) return null;
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
    async *list(prefix = "") {
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (key.startsWith(`${INCOMING}/`) || !isSafeKey(key)) continue;
        if (key.startsWith(prefix)) yield key;
      }
    },
    tempDir: () => incoming,
  };
}

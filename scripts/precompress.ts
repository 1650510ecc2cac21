import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|html|map|webmanifest)$/;

/**
 * Writes .br and .gz beside every compressible built client file, so the
 * server sends them as they are (serveStatic's `precompressed`) at no CPU cost.
 */
export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name) && entry.name !== "manifest.json") {
        const data = fs.readFileSync(file);
        if (data.length < 512) continue;
        const br = zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        const gz = zlib.gzipSync(data, { level: 9 });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
        files++;
        bytes += data.length;
        brotliBytes += br.length;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files, bytes, brotliBytes };
}

import zlib from "node:zlib"; import fs from "node:fs";
for (const f of ["/tmp/home.html", "/tmp/art.html"]) {
  const b = fs.readFileSync(f);
  for (const q of [4, 6, 9, 10, 11]) {
    const t = performance.now(); let out;
    for (let i = 0; i < 5; i++) out = zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
    console.log(f, "q", q, out.length, ((performance.now() - t) / 5).toFixed(1), "ms");
  }
  console.log("gzip9", zlib.gzipSync(b, { level: 9 }).length);
}

import fs from "node:fs";
import http from "node:http";

/**
 * The baseline of bench/load.ts: plain node:http sending one file's bytes with
 * a Content-Type and Content-Length, nothing else (no framework, no logging).
 *   node bench/plain-http.ts <file> <port>
 */
const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file!);
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) };
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));

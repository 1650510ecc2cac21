import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/**
 * A minimal POSIX tar (ustar, pax headers for long names) writer and reader, so
 * a backup is one ordinary `.tar.gz` that `tar -tzf` can list.
 */
const BLOCK = 512;

function header(name: string, size: number, type: "0" | "x", mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const put = (value: string, offset: number, length: number) => h.write(value, offset, length, "utf8");
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, "0");
  put(name.slice(0, 100), 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime / 1000), 12), 136, 12);
  put("        ", 148, 8);
  put(type, 156, 1);
  put("ustar\u000000", 257, 8);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148, 8);
  return h;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

export class TarWriter {
  readonly #out: Writable;
  readonly #mtime = Date.now();
  constructor(out: Writable) {
    this.#out = out;
  }

  async #write(chunk: Uint8Array): Promise<void> {
    if (!this.#out.write(chunk)) await once(this.#out, "drain");
  }

  async #pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.#write(Buffer.alloc(BLOCK - rest));
  }

  /** Adds a file of exactly `size` bytes; a source that yields another length fails the backup. */
  async add(name: string, size: number, source: Uint8Array | Readable): Promise<void> {
    if (Buffer.byteLength(name) > 100) {
      const pax = Buffer.from(paxRecord("path", name));
      await this.#write(header("PaxHeader", pax.length, "x", this.#mtime));
      await this.#write(pax);
      await this.#pad(pax.length);
    }
    await this.#write(header(name, size, "0", this.#mtime));
    let written = 0;
    if (source instanceof Uint8Array) {
      written = source.length;
      await this.#write(source);
    } else {
      for await (const chunk of source) {
        written += (chunk as Uint8Array).length;
        await this.#write(chunk as Uint8Array);
      }
    }
    if (written !== size) throw new Error(`${name} changed while it was being archived (${written} of ${size} bytes)`);
    await this.#pad(size);
  }

  /** Writes the two empty blocks that end an archive and ends the stream. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
    this.#out.end();
    await once(this.#out, "finish");
  }
}

/** Reads exact byte counts from a stream. */
class ByteReader {
  readonly #source: AsyncIterator<Uint8Array>;
  #buffer = Buffer.alloc(0);
  #done = false;
  constructor(source: AsyncIterable<Uint8Array>) {
    this.#source = source[Symbol.asyncIterator]();
  }
  async #fill(n: number): Promise<void> {
    while (this.#buffer.length < n && !this.#done) {
      const next = await this.#source.next();
      if (next.done) this.#done = true;
      else this.#buffer = Buffer.concat([this.#buffer, next.value]);
    }
  }
  async read(n: number): Promise<Buffer> {
    await this.#fill(n);
    if (this.#buffer.length < n) throw new Error("the archive is truncated");
    const out = this.#buffer.subarray(0, n);
    this.#buffer = this.#buffer.subarray(n);
    return out;
  }
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      await this.#fill(1);
      if (this.#buffer.length === 0) throw new Error("the archive is truncated");
      const piece = this.#buffer.subarray(0, Math.min(left, this.#buffer.length));
      this.#buffer = this.#buffer.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

export type TarEntry = { name: string; size: number; body: AsyncGenerator<Buffer> };

/** The files of a tar stream in order; each entry's body must be read (or drained) before the next. */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let longName: string | undefined;
  for (;;) {
    const h = await reader.read(BLOCK);
    if (h.every((b) => b === 0)) return;
    const text = (offset: number, length: number) => h.toString("utf8", offset, offset + length).replace(/\0.*$/s, "");
    const size = Number.parseInt(text(124, 12).trim() || "0", 8);
    const type = text(156, 1);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === "x") {
      const pax = (await reader.read(size)).toString("utf8");
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax)?.[1];
      await reader.read(padding);
      continue;
    }
    const prefix = text(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    longName = undefined;
    const body = reader.chunks(size);
    if (type === "0" || type === "") yield { name, size, body };
    for await (const _ of body) {
      // drain what the consumer left unread
    }
    await reader.read(padding);
  }
}

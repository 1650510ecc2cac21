import fs from "node:fs";
import { crc32 } from "node:zlib";

/**
 * A plain ZIP archive (stored, not compressed: JPEGs don't shrink) written
 * entry by entry to a file, so an album of any size never sits in memory.
 * Names are UTF-8 (general-purpose flag bit 11). Without ZIP64: an archive
 * stays under 4 GiB, far above any album's web-size photos.
 */
const UTF8_NAMES = 0x0800;
const VERSION = 20;

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * What a local header (from byte 4) and a central directory header (from byte 6)
 * share, in the same order: version needed, flags, method (stored), time, date,
 * CRC-32, both sizes and the name's length.
 */
function writeEntryFields(
  buffer: Buffer,
  at: number,
  entry: { time: number; date: number; crc: number; size: number; nameLength: number },
) {
  buffer.writeUInt16LE(VERSION, at);
  buffer.writeUInt16LE(UTF8_NAMES, at + 2);
  buffer.writeUInt16LE(0, at + 4);
  buffer.writeUInt16LE(entry.time, at + 6);
  buffer.writeUInt16LE(entry.date, at + 8);
  buffer.writeUInt32LE(entry.crc, at + 10);
  buffer.writeUInt32LE(entry.size, at + 14);
  buffer.writeUInt32LE(entry.size, at + 18);
  buffer.writeUInt16LE(entry.nameLength, at + 22);
}

export type ZipEntry = { name: string; bytes: Uint8Array };

/** Writes `entries` to `filePath` as a ZIP; answers its size in bytes. */
export async function writeZip(filePath: string, entries: AsyncIterable<ZipEntry>, at: Date): Promise<number> {
  const file = await fs.promises.open(filePath, "w");
  const central: Buffer[] = [];
  const { time, date } = dosTime(at);
  let offset = 0;
  let count = 0;
  const write = async (bytes: Uint8Array) => {
    await file.write(bytes);
    offset += bytes.length;
  };
  try {
    for await (const entry of entries) {
      const name = Buffer.from(entry.name, "utf8");
      const crc = crc32(entry.bytes);
      const size = entry.bytes.length;
      const fields = { time, date, crc, size, nameLength: name.length };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      writeEntryFields(local, 4, fields);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      writeEntryFields(header, 6, fields);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      await write(local);
      await write(name);
      await write(entry.bytes);
      count += 1;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await write(directory);
    await write(end);
    return offset;
  } finally {
    await file.close();
  }
}

/** The entries of a ZIP (its central directory): names, sizes and checksums, in order. */
export function zipEntries(zip: Buffer): Array<{ name: string; size: number; crc: number; offset: number }> {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error("not a ZIP file: no end of central directory");
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("not a ZIP file: bad central directory");
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      size: zip.readUInt32LE(at + 24),
      crc: zip.readUInt32LE(at + 16),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + skip;
  }
  return entries;
}

/** One entry's bytes (stored entries only), found by its local header. */
export function zipEntryBytes(zip: Buffer, entry: { offset: number; size: number }): Buffer {
  const start = entry.offset + 30 + zip.readUInt16LE(entry.offset + 26) + zip.readUInt16LE(entry.offset + 28);
  return zip.subarray(start, start + entry.size);
}

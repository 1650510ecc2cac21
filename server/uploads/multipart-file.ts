import fs from "node:fs";
import path from "node:path";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "../http/errors.ts";
import { randomKey } from "./upload-records.ts";

export type ReceivedFile = { localPath: string; size: number; filename: string | null; head: Uint8Array };

export type ReceiveOptions = {
  field: string;
  tempDir: string;
  /** the largest file of any accepted type */
  maxBytes: number;
  /** Judges the first bytes (up to HEAD_BYTES); answers the byte limit for that kind of file, or throws. */
  judge(head: Uint8Array): Promise<{ maxBytes: number }>;
  tooLarge: string;
};

/** Enough leading bytes for file-type to recognise every accepted format. */
export const HEAD_BYTES = 4100;
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

export const TRUNCATED = "The upload was cut off before it finished. Please try again.";
const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

function boundaryOf(contentType: string | null): string {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 70) throw unsupportedMediaType(NOT_MULTIPART);
  return boundary;
}

function partInfo(headerText: string) {
  const disposition = /^content-disposition:(.*)$/im.exec(headerText)?.[1] ?? "";
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  return { name, filename: filename ? path.basename(filename).slice(0, 200) : null };
}

/**
 * Streams a multipart/form-data body, writing the one file field to a temporary
 * file while counting bytes: nothing is held in memory beyond a chunk, and the
 * read stops at the first byte over the limit (413) or a refused type (415).
 */
export async function receiveFile(request: Request, options: ReceiveOptions): Promise<ReceivedFile> {
  const boundary = boundaryOf(request.headers.get("content-type"));
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > options.maxBytes + MAX_HEADER_BYTES * 4) throw payloadTooLarge(options.tooLarge);
  if (!request.body) throw badRequest(TRUNCATED);

  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const localPath = path.join(options.tempDir, `${randomKey("part")}`);
  const reader = request.body.getReader();
  let out: fs.WriteStream | undefined;
  let state: "preamble" | "headers" | "body" | "after" | "done" = "preamble";
  let buffer = Buffer.alloc(0);
  let current: { name: string | null; filename: string | null } | null = null;
  let found: ReceivedFile | null = null;
  let size = 0;
  let limit = options.maxBytes;
  let head: Buffer[] = [];
  let headLength = 0;
  let judged = false;

  const judge = async () => {
    judged = true;
    const bytes = Buffer.concat(head);
    head = [bytes];
    ({ maxBytes: limit } = await options.judge(bytes));
    if (size > limit) throw payloadTooLarge(options.tooLarge);
  };
  const write = async (bytes: Buffer) => {
    if (bytes.length === 0 || current?.name !== options.field || found) return;
    size += bytes.length;
    if (size > limit) throw payloadTooLarge(options.tooLarge);
    if (headLength < HEAD_BYTES) {
      head.push(bytes.subarray(0, HEAD_BYTES - headLength));
      headLength += Math.min(bytes.length, HEAD_BYTES - headLength);
      if (headLength >= HEAD_BYTES) await judge();
    }
    out ??= fs.createWriteStream(localPath, { flags: "wx" });
    if (!out.write(bytes)) await new Promise<void>((resolve) => out!.once("drain", () => resolve()));
  };
  const finishPart = async () => {
    if (current?.name !== options.field || found) return;
    if (size === 0) throw badRequest("The file is empty.");
    if (!judged) await judge();
    await new Promise<void>((resolve, reject) =>
      out!.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    found = { localPath, size, filename: current.filename, head: Buffer.concat(head) };
  };

  try {
    while (state !== "done") {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
      for (let progressed = true; progressed && state !== "done"; ) {
        progressed = false;
        if (state === "preamble") {
          const at = buffer.indexOf(opening);
          if (at === -1) {
            if (buffer.length > MAX_HEADER_BYTES) throw badRequest(NOT_MULTIPART);
            break;
          }
          buffer = buffer.subarray(at + opening.length);
          state = "after";
          progressed = true;
        } else if (state === "after") {
          if (buffer.length < 2) break;
          if (buffer.subarray(0, 2).toString() === "--") state = "done";
          else if (buffer.subarray(0, 2).equals(CRLF)) {
            buffer = buffer.subarray(2);
            state = "headers";
            progressed = true;
          } else throw badRequest(NOT_MULTIPART);
        } else if (state === "headers") {
          const end = buffer.indexOf(HEADERS_END);
          if (end === -1) {
            if (buffer.length > MAX_HEADER_BYTES) throw badRequest(NOT_MULTIPART);
            break;
          }
          current = partInfo(buffer.subarray(0, end).toString("utf8"));
          buffer = buffer.subarray(end + HEADERS_END.length);
          state = "body";
          progressed = true;
        } else {
          const at = buffer.indexOf(delimiter);
          if (at === -1) {
            const keep = Math.min(buffer.length, delimiter.length - 1);
            await write(buffer.subarray(0, buffer.length - keep));
            buffer = Buffer.from(buffer.subarray(buffer.length - keep));
            break;
          }
          await write(buffer.subarray(0, at));
          await finishPart();
          buffer = buffer.subarray(at + delimiter.length);
          state = "after";
          progressed = true;
        }
      }
    }
    if (state !== "done") throw badRequest(TRUNCATED);
    if (!found) throw badRequest('Choose a file to upload in the form field "file".');
    return found;
  } catch (error) {
    // Stop reading here; the HTTP server drains (briefly) or closes the rest of the body.
    reader.releaseLock();
    // Wait for the file to close (it may still be opening) before removing it.
    const stream = out;
    if (stream && !stream.closed) {
      await new Promise<void>((resolve) => {
        stream.once("close", () => resolve());
        stream.destroy();
      });
    }
    await fs.promises.rm(localPath, { force: true });
    throw error;
  }
}

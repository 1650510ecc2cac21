import { fileTypeFromBuffer } from "file-type";
import { formErrors } from "../../shared/form-errors.ts";
import type { Locale } from "../../shared/locales.ts";
import { MESSAGE_LIMITS } from "../../shared/message-rules.ts";
import type { FormBody } from "../forms/form-body.ts";
import { HttpError } from "../http/errors.ts";

const attachmentError = (status: 413 | 415 | 400, message: string) =>
  new HttpError(
    status,
    status === 413 ? "payload_too_large" : status === 415 ? "unsupported_media_type" : "bad_request",
    message,
    {
      details: { attachment: message },
    },
  );

/** A message's attachment: a PDF of at most 5 MB, judged by its bytes (400 empty, 413 too large, 415 not a PDF). */
export async function judgeAttachment(file: FormBody["file"], locale: Locale = "en") {
  if (!file) return null;
  const m = formErrors(locale).fields;
  if (file.bytes.length === 0) throw attachmentError(400, m.attachmentEmpty);
  if (file.bytes.length > MESSAGE_LIMITS.attachmentBytes) throw attachmentError(413, m.attachmentSize);
  const type = await fileTypeFromBuffer(file.bytes.subarray(0, 4100));
  if (type?.ext !== "pdf") throw attachmentError(415, m.attachmentType);
  const filename = file.filename.toLowerCase().endsWith(".pdf") ? file.filename : `${file.filename}.pdf`;
  return { filename, mime: "application/pdf", bytes: file.bytes };
}

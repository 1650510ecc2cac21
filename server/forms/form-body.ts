import { FORM_BODY_LIMIT } from "../http/body-limits.ts";
import { badRequest, unsupportedMediaType } from "../http/errors.ts";
import { readLimitedBody } from "../http/limited-body.ts";

/** What a form or JSON body holds: text fields and at most one file. */
export type FormBody = { fields: Record<string, unknown>; file: { filename: string; bytes: Uint8Array } | null };

const TOO_LARGE = "The request is too large. A CV can be a PDF of at most 5 MB.";

/**
 * Reads JSON, urlencoded or multipart bodies into one shape (`attachment` is the
 * file field). 415 for any other content type, 413 past `limit` (a message with
 * its attachment unless told).
 */
export async function readFormBody(
  request: Request,
  options: { limit?: number; tooLarge?: string; fileField?: string } = {},
): Promise<FormBody> {
  const { limit = FORM_BODY_LIMIT, tooLarge = TOO_LARGE, fileField = "attachment" } = options;
  const type = request.headers.get("content-type") ?? "";
  const json = /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
  const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(type);
  if (!json && !form) {
    throw unsupportedMediaType("Send the message as JSON (application/json) or as multipart/form-data.");
  }
  const bytes = await readLimitedBody(request, limit, tooLarge);
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(bytes).toString("utf8"));
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw badRequest("The request body must be a JSON object.");
    }
    return { fields: parsed as Record<string, unknown>, file: null };
  }
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("The form data could not be read. Please try again.");
  }
  const fields: Record<string, unknown> = {};
  let file: FormBody["file"] = null;
  for (const [name, value] of data.entries()) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (name === fileField && !file && (value.size > 0 || value.name)) {
      // A form without a chosen file still sends an empty, nameless part: that is "no file".
      file = {
        filename: value.name.slice(0, 200) || "attachment.pdf",
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  return { fields, file };
}

import { useId, useRef } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { apiUrl } from "../../../lib/api-base.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FormMessage } from "./fields.tsx";
import { FileInput } from "./file-input.tsx";
import { UploadProgress } from "./upload-progress.tsx";
import { useUpload } from "./use-upload.ts";

/** A relative upload path (/uploads/…) is served by the API base; full URLs are used as they are. */
export function mediaUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : apiUrl(url);
}

/**
 * A file picker that uploads at once: a progress bar while it runs, the image
 * preview (or the PDF link) after, and 'Upload failed' or the server's reason.
 */
export function UploadField({
  kind,
  label,
  value,
  onUploaded,
  onClear,
  copy,
}: {
  kind: "image" | "pdf";
  label: string;
  value: string | null;
  onUploaded: (url: string, file: File) => void;
  onClear?: () => void;
  copy: typeof adminCopy.upload;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, uploading, upload } = useUpload(copy.failed);

  async function choose(file: File | undefined) {
    if (!file) return;
    const url = await upload(file);
    if (input.current) input.current.value = "";
    if (url) onUploaded(url, file);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <FileInput
          ref={input}
          id={id}
          accept={kind === "image" ? "image/*" : "application/pdf"}
          disabled={uploading}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {value && onClear && !uploading && (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={onClear}>
            {copy.remove}
          </button>
        )}
      </div>
      <UploadProgress progress={progress} label={copy.progress} uploading={copy.uploading} />
      <FormMessage kind="error">{error}</FormMessage>
      {value && kind === "image" && (
        <img
          src={mediaUrl(value)}
          alt={copy.preview}
          className="h-32 w-auto max-w-full rounded-lg border border-line object-cover"
        />
      )}
    </div>
  );
}

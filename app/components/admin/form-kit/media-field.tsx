import { useId, useRef } from "react";
import { artworkRef } from "../../../../shared/artwork/artwork-ref.ts";
import { Picture } from "../../cards/card-image.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { FieldError, FormMessage } from "./fields.tsx";
import { FileInput } from "./file-input.tsx";
import { UploadProgress } from "./upload-progress.tsx";
import { useUpload } from "./use-upload.ts";

export type MediaFieldCopy = {
  remove: string;
  uploading: string;
  progress: string;
  current: string;
  /** the uploaded picture's description */
  preview: string;
  failed: string;
};

/**
 * An image or file field of a collection: uploads at once with a progress bar,
 * shows the picture (or the file's name), and can be cleared (a PDF's address
 * box, beside it, clears that).
 */
export function MediaField({
  label,
  kind,
  value,
  onChange,
  error,
  required,
  hint,
  copy,
}: {
  label: string;
  kind: "image" | "file" | "pdf";
  value: string;
  /** the new address, and the file just uploaded (none when cleared) */
  onChange: (url: string, file?: File) => void;
  error?: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  copy: MediaFieldCopy;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error: uploadError, uploading, upload } = useUpload(copy.failed);

  async function choose(file: File | undefined) {
    if (!file) return;
    const url = await upload(file);
    if (input.current) input.current.value = "";
    if (url) onChange(url, file);
  }

  const showPicture =
    kind === "image" && value && (artworkRef(value) || value.startsWith("/uploads/") || /^https?:/.test(value));
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <FileInput
          ref={input}
          id={id}
          accept={kind === "image" ? "image/*" : kind === "pdf" ? "application/pdf" : "application/pdf,image/*"}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
          }
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {value && !uploading && kind !== "pdf" && (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange("")}>
            {copy.remove}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <UploadProgress progress={progress} label={copy.progress} uploading={copy.uploading} />
      <FormMessage kind="error">{uploadError}</FormMessage>
      <FieldError id={`${id}-error`} message={error} />
      {value && showPicture && (
        <div className="w-40 overflow-hidden rounded-lg border border-line">
          <Picture name={value} alt={copy.preview} sizes="160px" className="aspect-[3/2]" />
        </div>
      )}
      {value && kind === "file" && (
        <p className="text-sm text-muted">
          {copy.current}:{" "}
          <a href={value} className="font-semibold text-brand-700 underline">
            {value.split("/").pop()}
          </a>
        </p>
      )}
    </div>
  );
}

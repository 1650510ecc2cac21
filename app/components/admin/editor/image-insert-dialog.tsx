import { useId, useRef, useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Checkbox, FormMessage, TextField } from "../form-kit/fields.tsx";
import { UploadProgress } from "../form-kit/upload-progress.tsx";
import { useUpload } from "../form-kit/use-upload.ts";

export type InsertedImage = { url: string; alt: string; decorative: boolean };

/**
 * Inserting an image into the text: the file, and its alt text or the explicit
 * "decorative" choice, both asked before anything is uploaded or inserted (the
 * server refuses an image with neither). The upload is the covers' pipeline.
 */
export function ImageInsertDialog({
  open,
  onClose,
  onInsert,
  copy,
  uploadFailed,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (image: InsertedImage) => void;
  copy: typeof adminCopy.editor.imageDialog;
  uploadFailed: string;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const { upload, uploading, progress, error } = useUpload(uploadFailed);

  function close() {
    setAlt("");
    setDecorative(false);
    setErrors({});
    onClose();
  }

  async function insert() {
    const file = fileInput.current?.files?.[0];
    const found = {
      file: file ? undefined : copy.fileMissing,
      alt: decorative || alt.trim() ? undefined : copy.altMissing,
    };
    setErrors(found);
    if (!file || found.alt) return;
    const url = await upload(file);
    if (!url) return;
    onInsert({ url, alt: decorative ? "" : alt.trim(), decorative });
    close();
  }

  return (
    <Dialog open={open} onClose={close} title={copy.title} closeLabel={copy.close}>
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold">
            {copy.file}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${id}-file-error` : undefined}
            className="mt-1 block w-full text-sm"
          />
          {errors.file && (
            <p id={`${id}-file-error`} className="mt-1 text-sm font-semibold text-accent-700">
              {errors.file}
            </p>
          )}
        </div>
        <TextField
          id={`${id}-alt`}
          label={copy.alt}
          hint={copy.altHint}
          value={decorative ? "" : alt}
          disabled={decorative}
          maxLength={300}
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
          // The dialog sits inside the article's form: Enter inserts the image, never saves the article.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            void insert();
          }}
        />
        <Checkbox
          id={`${id}-decorative`}
          label={copy.decorative}
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setErrors((current) => ({ ...current, alt: undefined }));
          }}
        />
        <UploadProgress progress={progress} label={copy.file} uploading={copy.uploading} />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {copy.cancel}
          </Button>
          <Button onClick={insert} disabled={uploading}>
            {copy.insert}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

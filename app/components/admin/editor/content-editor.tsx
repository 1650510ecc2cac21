import { lazy, Suspense } from "react";
import type { adminCopy } from "../../../content/admin.ts";

/** TipTap is loaded on demand, so it is never part of a public page's JavaScript. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

export type ContentEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  copy: typeof adminCopy.editor;
  /** said when an inserted image fails to upload */
  uploadFailed: string;
};

export function ContentEditor(props: ContentEditorProps) {
  return (
    <div>
      <p id={`${props.id}-label`} className="block text-sm font-semibold">
        {props.label}
      </p>
      <Suspense
        fallback={
          <p className="mt-1 rounded-lg border border-line bg-white px-3 py-8 text-muted">{props.copy.loading}</p>
        }
      >
        <RichTextEditor {...props} />
      </Suspense>
    </div>
  );
}

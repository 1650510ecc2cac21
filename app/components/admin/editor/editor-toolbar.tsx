import { type Editor, useEditorState } from "@tiptap/react";
import { useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { mediaUrl } from "../form-kit/upload-field.tsx";
import { ImageInsertDialog } from "./image-insert-dialog.tsx";

function ToolButton({
  label,
  text,
  active,
  onClick,
}: {
  label: string;
  text: string;
  active?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
    >
      {text}
    </button>
  );
}

/**
 * Formatting buttons. An image is chosen in a dialog that asks for its alt text
 * (or the decorative choice) first, uploaded like a cover and inserted at the cursor.
 */
export function EditorToolbar({
  editor,
  copy,
  uploadFailed,
}: {
  editor: Editor;
  copy: typeof adminCopy.editor;
  uploadFailed: string;
}) {
  const [choosingImage, setChoosingImage] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();

  function editLink() {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(copy.linkPrompt, current);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  return (
    <div className="border-b border-line">
      <div role="toolbar" aria-label={copy.toolbar} className="flex flex-wrap gap-1 p-1">
        <ToolButton
          label={copy.heading2}
          text="H2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={copy.heading3}
          text="H3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label={copy.bold} text="B" active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton label={copy.italic} text="I" active={state.italic} onClick={() => chain().toggleItalic().run()} />
        <ToolButton
          label={copy.bulletList}
          text={copy.texts.bulletList}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={copy.orderedList}
          text={copy.texts.orderedList}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label={copy.quote}
          text="“ ”"
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton label={copy.link} text={copy.texts.link} active={state.link} onClick={editLink} />
        <ToolButton label={copy.image} text={copy.texts.image} onClick={() => setChoosingImage(true)} />
        <ToolButton label={copy.undo} text="↶" onClick={() => chain().undo().run()} />
        <ToolButton label={copy.redo} text="↷" onClick={() => chain().redo().run()} />
      </div>
      <ImageInsertDialog
        open={choosingImage}
        onClose={() => setChoosingImage(false)}
        onInsert={({ url, alt, decorative }) =>
          chain()
            .insertContent({ type: "image", attrs: { src: mediaUrl(url), alt, decorative } })
            .run()
        }
        copy={copy.imageDialog}
        uploadFailed={uploadFailed}
      />
    </div>
  );
}

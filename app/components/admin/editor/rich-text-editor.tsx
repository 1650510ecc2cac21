import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { isHtmlContent, textToHtml } from "../../../../shared/content-render.ts";
import type { ContentEditorProps } from "./content-editor.tsx";
import { EditorToolbar } from "./editor-toolbar.tsx";

/** An image in the text, with the editor's "decorative" choice kept as role="presentation" (and empty alt). */
const ArticleImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      decorative: {
        default: false,
        parseHTML: (element: HTMLElement) => element.getAttribute("role") === "presentation",
        renderHTML: (attributes: { decorative?: boolean }) => (attributes.decorative ? { role: "presentation" } : {}),
      },
    };
  },
});

/** Existing plain-text content opens as the paragraphs and lists it stands for. */
function toEditorHtml(content: string): string {
  return isHtmlContent(content) ? content : textToHtml(content);
}

const prose =
  "min-h-48 px-3 py-2 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-bold [&_img]:my-2 [&_img]:max-h-64 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6";

/** The news content editor (TipTap): headings, bold/italic, lists, links, quotes and images; emits HTML. */
export default function RichTextEditor({ id, value, onChange, copy, uploadFailed }: ContentEditorProps) {
  const lastHtml = useRef(value);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      ArticleImage,
    ],
    content: toEditorHtml(value),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        class: prose,
      },
    },
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? "" : editor.getHTML();
      lastHtml.current = html;
      onChange(html);
    },
  });

  // A value changed from outside (form cleared after saving, draft restored) replaces the document.
  useEffect(() => {
    if (editor && value !== lastHtml.current) {
      lastHtml.current = value;
      editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className="mt-1 rounded-lg border border-line bg-white focus-within:border-brand-500">
      {editor && <EditorToolbar editor={editor} copy={copy} uploadFailed={uploadFailed} />}
      <EditorContent editor={editor} />
    </div>
  );
}

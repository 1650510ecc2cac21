import { lazy, type ReactNode, Suspense } from "react";
import type { pdfReaderCopy } from "../../content/publications-page.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Overlay } from "../ui/overlay.tsx";
import { ReaderSpinner } from "./reader-spinner.tsx";

// The reader's code (toolbar, pages, zoom and rotation) is fetched when a visitor
// first opens a publication, not with every page that lists publications.
const ReaderPanel = lazy(() => import("./reader-panel.tsx").then((m) => ({ default: m.ReaderPanel })));

/** `startPage`: the page the reader scrolls to once the document is open (1 for the first). */
export type ReaderDocument = {
  title: string;
  url: string;
  /** where "Download PDF" saves it from (a file named after the title); `url` when absent */
  downloadUrl?: string;
  startPage?: number;
};
export type ReaderCopy = typeof pdfReaderCopy;

/**
 * The PDF reader modal. Each opening starts at 100%,
 * rotation 0, with the 'Loading PDF...' spinner.
 */
export function PdfReader({
  document: doc,
  open,
  onClose,
  copy,
  tools,
}: {
  document: ReaderDocument | null;
  open: boolean;
  onClose: () => void;
  /** the reader's labels and messages */
  copy: ReaderCopy;
  /** what the page adds to the toolbar for this document (the Save for offline button) */
  tools?: ReactNode;
}) {
  // The admin has no shell copy: its reader keeps the English name.
  const reader = useCardLabels().pdfReader || "PDF reader";
  return (
    <Overlay open={open && doc !== null} onClose={onClose} label={doc ? `${doc.title} (${reader})` : reader}>
      {doc && (
        <Suspense fallback={<ReaderSpinner label={copy.loading} />}>
          <ReaderPanel key={doc.url} doc={doc} onClose={onClose} copy={copy} tools={tools} />
        </Suspense>
      )}
    </Overlay>
  );
}

import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { useEffect, useState } from "react";
import { loadPdfJs } from "./load-pdfjs.ts";

export type PdfDocumentState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; doc: PDFDocumentProxy; pageRatio: number };

/** Opens the PDF at `url` with pdf.js; pages are fetched and drawn later, one by one. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: "loading" });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState({ status: "loading" });
    (async () => {
      const pdfjs = await loadPdfJs();
      const task = pdfjs.getDocument({ url, isEvalSupported: false, useWasm: false });
      destroy = () => void task.destroy();
      const doc = await task.promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: 1 });
      if (!cancelled) setState({ status: "loaded", doc, pageRatio: viewport.height / viewport.width });
    })().catch(() => {
      if (!cancelled) setState({ status: "failed" });
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return state;
}

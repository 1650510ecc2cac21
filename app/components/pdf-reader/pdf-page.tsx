import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist/legacy/build/pdf.mjs";
import { useEffect, useRef, useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";

/**
 * One page: a placeholder of the right size until it scrolls near the view,
 * then drawn on a canvas at the current zoom and rotation (sharp on HiDPI).
 */
export function PdfPage({
  doc,
  pageNumber,
  width,
  ratio,
  rotation,
  root,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS width of the page at the current zoom (before rotation) */
  width: number;
  /** height / width of the document's first page, for the placeholder */
  ratio: number;
  rotation: number;
  root: HTMLElement | null;
}) {
  const labels = useCardLabels();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [pageRatio, setPageRatio] = useState(ratio);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { root, rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, visible]);

  useEffect(() => {
    if (!visible) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    (async () => {
      const page = await doc.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const scale = width / base.width;
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      const el = canvas.current;
      if (cancelled || !el) return;
      setPageRatio(base.height / base.width);
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      el.width = Math.floor(viewport.width * dpr);
      el.height = Math.floor(viewport.height * dpr);
      task = page.render({ canvas: el, viewport, transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0] });
      await task.promise;
      if (!cancelled) setDrawn(true);
    })().catch(() => {
      // A cancelled render (zoom changed, reader closed) is not an error.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, width, rotation, visible]);

  const pageLabel = fillIn(labels.pageNumber, { n: pageNumber });
  const sideways = rotation % 180 !== 0;
  const cssWidth = sideways ? width * pageRatio : width;
  const cssHeight = sideways ? width : width * pageRatio;
  return (
    <div
      ref={box}
      data-page={pageNumber}
      data-rendered={drawn ? "true" : "false"}
      className="mx-auto bg-white shadow-lg"
      style={{ width: cssWidth, height: cssHeight }}
    >
      <canvas ref={canvas} aria-label={pageLabel} role="img" style={{ width: cssWidth, height: cssHeight }} />
    </div>
  );
}

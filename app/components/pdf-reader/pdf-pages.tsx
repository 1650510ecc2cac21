import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { useEffect, useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { PdfPage } from "./pdf-page.tsx";
import { PAGE_MAX_WIDTH } from "./reader-settings.ts";

/**
 * The scrolling column of pages; each page draws itself when it nears the view.
 * It opens scrolled to `startPage` (the address's `&page=`).
 */
export function PdfPages({
  doc,
  ratio,
  zoom,
  rotation,
  startPage,
}: {
  doc: PDFDocumentProxy;
  ratio: number;
  zoom: number;
  rotation: number;
  startPage: number;
}) {
  const labels = useCardLabels();
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [fitWidth, setFitWidth] = useState(0);

  useEffect(() => {
    if (!scroller) return;
    const measure = () => setFitWidth(Math.min(scroller.clientWidth - 24, PAGE_MAX_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);

  // Once the pages have their sizes: to the page asked for (placeholders have the right height).
  const ready = fitWidth > 0;
  useEffect(() => {
    if (!ready || !scroller || startPage <= 1) return;
    scroller.querySelector(`[data-page="${startPage}"]`)?.scrollIntoView({ block: "start" });
  }, [ready, scroller, startPage]);

  const width = Math.max(Math.round((fitWidth * zoom) / 100), 1);
  return (
    <section
      ref={setScroller}
      data-testid="pdf-pages"
      data-zoom={zoom}
      data-rotation={rotation}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={fillIn(labels.documentPages, {
        pages: doc.numPages === 1 ? labels.onePage : fillIn(labels.pageCount, { count: doc.numPages }),
      })}
      className="h-full overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-gold-300"
    >
      <div className="flex w-max min-w-full flex-col items-center gap-4 p-3">
        {fitWidth > 0 &&
          Array.from({ length: doc.numPages }, (_, i) => (
            <PdfPage
              key={i + 1}
              doc={doc}
              pageNumber={i + 1}
              width={width}
              ratio={ratio}
              rotation={rotation}
              root={scroller}
            />
          ))}
      </div>
    </section>
  );
}

import { type ReactNode, useEffect, useRef, useState } from "react";
import { PdfPages } from "./pdf-pages.tsx";
import type { ReaderCopy, ReaderDocument } from "./pdf-reader.tsx";
import { PdfToolbar } from "./pdf-toolbar.tsx";
import { rotate, SPINNER_MAX_MS, ZOOM, zoomIn, zoomOut } from "./reader-settings.ts";
import { ReaderSpinner } from "./reader-spinner.tsx";
import { useFullscreen } from "./use-fullscreen.ts";
import { usePdfDocument } from "./use-pdf-document.ts";

/** The reader itself, loaded when a visitor first opens a publication. */
export function ReaderPanel({
  doc,
  onClose,
  copy,
  tools,
}: {
  doc: ReaderDocument;
  onClose: () => void;
  copy: ReaderCopy;
  tools?: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [spinnerTimedOut, setSpinnerTimedOut] = useState(false);
  const fullscreen = useFullscreen(frame);
  const state = usePdfDocument(doc.url);

  useEffect(() => {
    const timer = setTimeout(() => setSpinnerTimedOut(true), SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  const showSpinner = state.status === "loading" && !spinnerTimedOut;
  return (
    <div
      ref={frame}
      className="absolute inset-0 flex flex-col overflow-hidden bg-[#2b312d] sm:inset-4 sm:rounded-card lg:inset-x-[max(2rem,calc((100vw-72rem)/2))]"
    >
      <PdfToolbar
        title={doc.title}
        url={doc.url}
        downloadUrl={doc.downloadUrl ?? doc.url}
        zoom={zoom}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onRotate={() => setRotation(rotate)}
        fullscreen={fullscreen}
        onFullscreen={fullscreen.toggle}
        onClose={onClose}
        copy={copy}
        tools={tools}
      />
      <div className="relative min-h-0 flex-1">
        {state.status === "loaded" && (
          <PdfPages
            doc={state.doc}
            ratio={state.pageRatio}
            zoom={zoom}
            rotation={rotation}
            startPage={doc.startPage ?? 1}
          />
        )}
        {showSpinner && <ReaderSpinner label={copy.loading} />}
        {state.status === "failed" && (
          <ReaderFailure url={doc.url} downloadUrl={doc.downloadUrl ?? doc.url} copy={copy} />
        )}
      </div>
    </div>
  );
}

function ReaderFailure({ url, downloadUrl, copy }: { url: string; downloadUrl: string; copy: ReaderCopy }) {
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-5 px-6 text-center text-white">
      <p className="max-w-md text-lg">{copy.failed}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={downloadUrl}
          download
          className="rounded-full bg-gold-300 px-5 py-2.5 font-semibold text-ink hover:bg-gold-400"
        >
          {copy.download}
        </a>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
        >
          {copy.openInNewTab}
        </a>
      </div>
    </div>
  );
}

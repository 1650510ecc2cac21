import type { ReactNode } from "react";
import { useCardLabels } from "../../lib/shell-copy.ts";
import type { ReaderCopy } from "./pdf-reader.tsx";
import { ReaderIcon } from "./reader-icons.tsx";
import { ZOOM } from "./reader-settings.ts";

const tool =
  "inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * Title, zoom −/%/+, rotate, fullscreen, download, open in a new tab and close;
 * below them, `tools` the page adds for this document (the Save for offline button).
 */
export function PdfToolbar({
  title,
  url,
  downloadUrl,
  zoom,
  onZoomIn,
  onZoomOut,
  onRotate,
  fullscreen,
  onFullscreen,
  onClose,
  copy,
  tools,
}: {
  title: string;
  url: string;
  /** the PDF as a download named after the title */
  downloadUrl: string;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onRotate: () => void;
  fullscreen: { active: boolean; supported: boolean };
  onFullscreen: () => void;
  onClose: () => void;
  copy: ReaderCopy;
  tools?: ReactNode;
}) {
  const labels = useCardLabels();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-white/15 bg-brand-900 px-3 py-2 text-white">
      <h2 className="order-1 min-w-0 flex-1 truncate font-display text-base font-bold sm:text-lg">{title}</h2>
      <button type="button" className={`order-2 ${tool} sm:order-last`} onClick={onClose} aria-label={copy.close}>
        <ReaderIcon name="close" />
      </button>
      <div className="order-3 flex w-full items-center justify-between gap-1 sm:order-2 sm:w-auto sm:justify-end">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={tool}
            onClick={onZoomOut}
            disabled={zoom <= ZOOM.min}
            aria-label={copy.zoomOut}
          >
            <ReaderIcon name="minus" />
          </button>
          <output
            aria-live="polite"
            aria-label={labels.zoomLevel}
            className="w-14 text-center text-sm font-semibold tabular-nums"
          >
            {zoom}%
          </output>
          <button
            type="button"
            className={tool}
            onClick={onZoomIn}
            disabled={zoom >= ZOOM.max}
            aria-label={copy.zoomIn}
          >
            <ReaderIcon name="plus" />
          </button>
          <button type="button" className={tool} onClick={onRotate} aria-label={copy.rotate}>
            <ReaderIcon name="rotate" />
          </button>
          {fullscreen.supported && (
            <button
              type="button"
              className={tool}
              onClick={onFullscreen}
              aria-label={fullscreen.active ? copy.exitFullscreen : copy.fullscreen}
              aria-pressed={fullscreen.active}
            >
              <ReaderIcon name={fullscreen.active ? "shrink" : "expand"} />
            </button>
          )}
        </div>
        <div className="flex items-center gap-1">
          <a href={downloadUrl} download className={tool} aria-label={copy.download} title={copy.download}>
            <ReaderIcon name="download" />
          </a>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={tool}
            aria-label={copy.openInNewTab}
            title={copy.openInNewTab}
          >
            <ReaderIcon name="external" />
          </a>
        </div>
      </div>
      {tools && <div className="order-4 w-full rounded-card bg-white px-3 py-2 text-ink">{tools}</div>}
    </div>
  );
}

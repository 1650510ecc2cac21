import { type KeyboardEvent, useRef } from "react";
import type { Photo } from "../../../shared/collections/index.ts";
import { Picture } from "../cards/card-image.tsx";
import { Overlay } from "../ui/overlay.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";

/** Horizontal swipe distance that turns the photo. */
export const SWIPE_THRESHOLD_PX = 50;
const WHEEL_PAUSE_MS = 350;

const control =
  "inline-flex size-12 items-center justify-center rounded-full bg-black/50 text-2xl text-white hover:bg-black/70";

/**
 * A full-screen photo, closed by × or the backdrop (and Escape). With `onStep`
 * it also browses: counter 'n of total', previous/next (wrapping), Left/Right
 * keys, the mouse wheel and horizontal swipes over 50 px.
 */
export function Lightbox({
  images,
  index,
  onClose,
  onStep,
  copy,
}: {
  images: Photo[];
  copy: Pick<GalleryCopy, "close" | "previous" | "next" | "counter">;
  /** the open photo, or null when closed */
  index: number | null;
  onClose: () => void;
  onStep?: (index: number) => void;
}) {
  const touchX = useRef<number | null>(null);
  const lastWheel = useRef(0);
  const image = index === null ? undefined : images[index];
  const total = images.length;

  const step = (delta: number) => {
    if (index === null || !onStep || total === 0) return;
    onStep((index + delta + total) % total);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  }

  return (
    <Overlay
      open={image !== undefined}
      onClose={onClose}
      label={image?.alt ?? ""}
      onKeyDown={onKeyDown}
      gestures={{
        onWheel: (event) => {
          if (!onStep || Date.now() - lastWheel.current < WHEEL_PAUSE_MS) return;
          const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
          if (delta === 0) return;
          lastWheel.current = Date.now();
          step(delta > 0 ? 1 : -1);
        },
        onTouchStart: (event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        },
        onTouchEnd: (event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined) return;
          if (end - start > SWIPE_THRESHOLD_PX) step(-1);
          else if (start - end > SWIPE_THRESHOLD_PX) step(1);
        },
      }}
    >
      {image && (
        <div
          className="pointer-events-none flex h-full flex-col items-center justify-center gap-3 p-4 [&>*]:pointer-events-auto"
          data-testid="lightbox"
        >
          <button
            type="button"
            onClick={onClose}
            aria-label={copy.close}
            className={`absolute top-3 right-3 ${control}`}
          >
            ×
          </button>
          <figure className="flex flex-col items-center gap-3" style={{ width: "min(calc(100vw - 2rem), 120dvh)" }}>
            <Picture name={image.url} alt={image.alt} sizes="100vw" priority className="rounded-lg" />
            <figcaption className="text-center text-sm text-white/90">
              {image.caption || image.alt}
              {onStep && (
                <span className="mt-1 block font-semibold text-white" aria-live="polite">
                  {copy.counter((index ?? 0) + 1, total)}
                </span>
              )}
            </figcaption>
          </figure>
          {onStep && total > 1 && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={copy.previous}
                className={`absolute top-1/2 left-3 -translate-y-1/2 ${control}`}
              >
                ‹
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={copy.next}
                className={`absolute top-1/2 right-3 -translate-y-1/2 ${control}`}
              >
                ›
              </button>
            </>
          )}
        </div>
      )}
    </Overlay>
  );
}

/** The PDF reader's constants: zoom, rotation and timings. */
export const ZOOM = { initial: 100, step: 25, min: 50, max: 300 } as const;
export const ROTATION_STEP = 90;
/** The 'Loading PDF...' spinner is cleared on load, or after this long at most. */
export const SPINNER_MAX_MS = 2000;
/** After closing, the selected publication is cleared after this delay. */
export const CLOSE_DELAY_MS = 300;
/** At 100% a page is as wide as the reader, up to this many CSS pixels. */
export const PAGE_MAX_WIDTH = 880;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM.max, zoom + ZOOM.step);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM.min, zoom - ZOOM.step);
}

export function rotate(rotation: number): number {
  return (rotation + ROTATION_STEP) % 360;
}

import { createRequire } from "node:module";

/**
 * One PDF page as the reader without JavaScript shows it: its images (WebP) at
 * the given widths and its text, as pdf.js draws and extracts them.
 */
export type RenderedPage = {
  page: number;
  text: string;
  width: number;
  height: number;
  /** WebP bytes per requested width */
  images: Map<number, Uint8Array>;
};

/**
 * pdf.js and the canvas, loaded on the first render (not with every start or
 * script). pdf.js draws with the canvas's own Path2D and DOMMatrix: they must
 * be the globals before it loads.
 */
let loading: Promise<{
  pdfjs: typeof import("pdfjs-dist/legacy/build/pdf.mjs");
  createCanvas: typeof import("@napi-rs/canvas").createCanvas;
}> | null = null;
function loadRenderer() {
  loading ??= (async () => {
    const canvas = await import("@napi-rs/canvas");
    Object.assign(globalThis, { Path2D: canvas.Path2D, DOMMatrix: canvas.DOMMatrix, ImageData: canvas.ImageData });
    return { pdfjs: await import("pdfjs-dist/legacy/build/pdf.mjs"), createCanvas: canvas.createCanvas };
  })();
  return loading;
}

/** The 14 standard PDF fonts, shipped with pdf.js (PDFs that don't embed Helvetica & co. need them). */
const standardFontDataUrl = createRequire(import.meta.url)
  .resolve("pdfjs-dist/package.json")
  .replace(/package\.json$/, "standard_fonts/");

/** WebP qualities tried, best first, until the image fits its byte limit. */
const QUALITIES = [75, 60, 45, 30, 20];

/** The page's text in reading order: pdf.js's items joined, line ends kept as line breaks. */
function pageText(items: Array<{ str?: string; hasEOL?: boolean }>): string {
  return items
    .map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : ""))
    .join("")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Opens a PDF (throws when pdf.js cannot read it) and returns its page count
 * and a function that renders one page at each width, each image encoded at
 * the best quality that keeps it within `maxBytes[width]` (when given).
 */
export async function openPdf(bytes: Uint8Array) {
  const { pdfjs, createCanvas } = await loadRenderer();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;

  async function render(
    number: number,
    widths: number[],
    maxBytes: Record<number, number> = {},
  ): Promise<RenderedPage> {
    const page = await document.getPage(number);
    try {
      const natural = page.getViewport({ scale: 1 });
      const images = new Map<number, Uint8Array>();
      let size = { width: 0, height: 0 };
      for (const width of widths) {
        const viewport = page.getViewport({ scale: width / natural.width });
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
        const context = canvas.getContext("2d");
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
        const limit = maxBytes[width] ?? Number.POSITIVE_INFINITY;
        let encoded: Uint8Array = new Uint8Array();
        for (const quality of QUALITIES) {
          encoded = await canvas.encode("webp", quality);
          if (encoded.byteLength <= limit) break;
        }
        images.set(width, encoded);
        if (width === widths[0]) size = { width: canvas.width, height: canvas.height };
      }
      const content = await page.getTextContent();
      return { page: number, text: pageText(content.items as never), ...size, images };
    } finally {
      page.cleanup();
    }
  }

  return { pages: document.numPages, render, close: () => document.destroy() };
}

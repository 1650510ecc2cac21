/**
 * Loads pdf.js on demand (never part of a page's first JavaScript). The legacy
 * build runs on older Android browsers too; its worker is a same-origin module
 * file (CSP worker-src 'self'), and eval is off (no 'unsafe-eval' in the CSP).
 */
export type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import("pdfjs-dist/legacy/build/pdf.mjs"),
    import("pdfjs-dist/legacy/build/pdf.worker.min.mjs?url"),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

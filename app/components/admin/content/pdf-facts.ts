import { formatFileSize } from "../../../../shared/format-size.ts";

/**
 * Page count and size of a chosen PDF, read in the browser so the staff member
 * need not type them. pdf-lib is loaded only when a PDF is picked.
 */
export async function pdfFacts(file: File): Promise<{ pages: number | null; size: string }> {
  const size = formatFileSize(file.size);
  try {
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.load(await file.arrayBuffer(), { ignoreEncryption: true, updateMetadata: false });
    return { pages: doc.getPageCount(), size };
  } catch {
    return { pages: null, size }; // unreadable here; the server still checks the file
  }
}

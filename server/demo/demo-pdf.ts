import type { PDFFont } from "pdf-lib";
import type { DemoPublication } from "./demo-publications.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** pdf-lib's standard fonts only encode WinAnsi: swap the few characters they lack. */
const winAnsi = (text: string) => text.replace(/[—–]/g, "-").replace(/[“”]/g, '"').replace(/[‘’]/g, "'");

/** A small original PDF: a cover page and one page per section. */
export async function demoPdf(publication: DemoPublication): Promise<{ bytes: Uint8Array; pages: number }> {
  // Loaded when the demo content is first seeded, not at every start (docs/decisions/0098).
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const BRAND = rgb(0.09, 0.36, 0.27);
  const INK = rgb(0.12, 0.12, 0.14);
  const pdf = await PDFDocument.create();
  pdf.setTitle(publication.title);
  pdf.setAuthor("Uraia");
  pdf.setCreationDate(new Date(publication.published_at));
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const width = A4[0] - 2 * MARGIN;

  const cover = pdf.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 260, width: A4[0], height: 260, color: BRAND });
  cover.drawText(winAnsi(publication.type.toUpperCase()), {
    x: MARGIN,
    y: A4[1] - 110,
    size: 12,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = A4[1] - 150;
  for (const line of wrap(winAnsi(publication.title), bold, 26, width)) {
    cover.drawText(line, { x: MARGIN, y, size: 26, font: bold, color: rgb(1, 1, 1) });
    y -= 32;
  }
  y = A4[1] - 320;
  for (const line of wrap(winAnsi(publication.description), regular, 13, width)) {
    cover.drawText(line, { x: MARGIN, y, size: 13, font: regular, color: INK });
    y -= 19;
  }
  cover.drawText("Uraia - civic education, governance and community", {
    x: MARGIN,
    y: MARGIN,
    size: 10,
    font: regular,
    color: BRAND,
  });

  for (const section of publication.sections) {
    const page = pdf.addPage(A4);
    let top = A4[1] - MARGIN - 10;
    page.drawText(winAnsi(section.heading), { x: MARGIN, y: top, size: 18, font: bold, color: BRAND });
    top -= 34;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(winAnsi(paragraph), regular, 11.5, width)) {
        page.drawText(line, { x: MARGIN, y: top, size: 11.5, font: regular, color: INK });
        top -= 17;
      }
      top -= 10;
    }
    page.drawText(`${winAnsi(publication.title)} | page ${pdf.getPageCount()}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  return { bytes: await pdf.save(), pages: pdf.getPageCount() };
}

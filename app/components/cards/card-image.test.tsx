import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../tests/support/render-in-router.tsx";
import { Picture } from "./card-image.tsx";

const id = "0f".repeat(16);
const upload = `/uploads/${id}.jpg`;
const variants = (format: string) =>
  [480, 960, 1440].map((width) => `/uploads/${id}-${width}.${format} ${width}w`).join(", ");

describe("Picture (a page's or a card's image)", () => {
  it("shows an uploaded image as a lazy <picture> of its AVIF, WebP and JPEG variants", () => {
    const html = renderInRouter(<Picture name={upload} alt="Amina at a county forum" sizes="50vw" />);
    expect(html).toContain(`<source type="image/avif" srcSet="${variants("avif")}" sizes="50vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${variants("webp")}" sizes="50vw"/>`);
    expect(html).toContain(
      `<img src="/uploads/${id}-960.jpg" srcSet="${variants("jpg")}" sizes="50vw" alt="Amina at a county forum"`,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="1200" height="675"');
  });

  it("shows a shipped illustration through its generated artwork, eager when it is the page's priority", () => {
    const html = renderInRouter(<Picture name="about-history-hall" alt="Neighbours in a hall" priority />);
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/art\/about-history-hall-\d+\.avif \d+w/);
    expect(html).toMatch(/<img src="\/art\/about-history-hall-\d+\.jpg"[^>]* alt="Neighbours in a hall"/);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("/uploads/");
  });
});

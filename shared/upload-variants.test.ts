import { describe, expect, it } from "vitest";
import { parseVariantName, resizableUpload, variantSrcSet } from "./upload-variants.ts";

const id = "0123456789abcdef0123456789abcdef";

describe("upload variants", () => {
  it("recognises resizable uploads, with or without an API base", () => {
    expect(resizableUpload(`/uploads/${id}.jpg`)).toEqual({ base: "/uploads/", id });
    expect(resizableUpload(`https://api.example.org/uploads/${id}.png`)).toEqual({
      base: "https://api.example.org/uploads/",
      id,
    });
    expect(resizableUpload(`/uploads/${id}.gif`)).toBeNull();
    expect(resizableUpload(`/uploads/${id}.pdf`)).toBeNull();
    expect(resizableUpload("https://example.org/photo.jpg")).toBeNull();
  });

  it("parses only the widths and formats that are made", () => {
    expect(parseVariantName(`${id}-960.webp`)).toEqual({ id, width: 960, format: "webp" });
    expect(parseVariantName(`${id}-961.webp`)).toBeNull();
    expect(parseVariantName(`${id}-960.png`)).toBeNull();
  });

  it("builds a srcset over the variant widths", () => {
    expect(variantSrcSet({ base: "/uploads/", id }, "avif")).toBe(
      `/uploads/${id}-480.avif 480w, /uploads/${id}-960.avif 960w, /uploads/${id}-1440.avif 1440w`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { applyStored, changedPaths, checkEdit, isPageImage, leafPaths } from "./copy-rules.ts";
import { mergeCopy } from "./copy-tree.ts";
import { definePage } from "./define-page.ts";
import { kiswahiliStatus } from "./kiswahili-status.ts";

const en = {
  meta: { title: "Visit", description: "Come and see us.", path: "/visit" },
  hero: { title: "Come and see us", intro: "We are open on weekdays." },
  summary: "Dialogue summary: {title}",
  steps: [
    { icon: "book", title: "Read", href: "/resources" },
    { icon: "users", title: "Meet", href: "https://example.org/meet" },
  ],
  tags: ["Open to all", "Free"],
};
const sw = { hero: { title: "Karibu utuone", intro: "Tuko wazi siku za kazi." } };
const page = definePage({
  key: "visit",
  path: "/visit",
  en,
  sw: sw as Partial<typeof en>,
  title: (copy) => copy.meta.title,
  rules: { rich: ["hero.intro"], max: { "hero.title": 20 } },
});

describe("page copy rules", () => {
  it("merges an edit: groups merge, lists and leaves replace, nothing else changes", () => {
    const merged = mergeCopy(en, { hero: { title: "New" }, tags: ["Only one"] });
    expect(merged).toEqual({ ...en, hero: { title: "New", intro: en.hero.intro }, tags: ["Only one"] });
    expect(en.hero.title).toBe("Come and see us");
  });

  it("names every problem by its path, unknown fields too, and keeps placeholders", () => {
    const { problems } = checkEdit(page.fields, {
      hero: { title: "A title far too long for it", subtitle: "x" },
      summary: "Summary",
      steps: [{ icon: "rocket", title: "", href: "http://plain.example" }],
      meta: { path: "/moved" },
    });
    expect(problems).toEqual({
      "hero.title": "Title must be at most 20 characters",
      "hero.subtitle": "is not a field of this page",
      summary: "Summary must keep {title}",
      "steps.0.icon": "Icon must be one of: book, users",
      "steps.0.title": "Title is required",
      "steps.0.href": "Href must be an https:// address or a path on this site like /contact",
      "meta.path": "is not a field of this page",
    });
  });

  it("answers the edit as checked: trimmed, rich text sanitised by the server's function", () => {
    const { value, problems } = checkEdit(
      page.fields,
      { hero: { title: "  Karibu  ", intro: "<p>Hi<script>x</script></p>" } },
      { sanitizeHtml: (html) => html.replace(/<script>.*?<\/script>/g, "") },
    );
    expect(problems).toEqual({});
    expect(value).toEqual({ hero: { title: "Karibu", intro: "<p>Hi</p>" } });
    expect(changedPaths(page.fields, value)).toEqual(["hero.title", "hero.intro"]);
  });

  it("shows the default, with a warning, for a stored value that no longer fits", () => {
    const stored = { hero: { title: "x".repeat(30), intro: "Still fine" }, gone: "old field", tags: ["One"] };
    const { copy, warnings } = applyStored(page.fields, en, stored);
    expect(copy.hero).toEqual({ title: en.hero.title, intro: "Still fine" });
    expect(copy.tags).toEqual(["One"]);
    expect(copy.meta).toEqual(en.meta);
    expect(warnings).toEqual([
      { path: "hero.title", message: "Title must be at most 20 characters: the shipped text is shown instead." },
      { path: "gone", message: "This field is no longer on the page: its saved text is not shown." },
    ]);
  });

  it("badges Kiswahili fields missing from the twin, and those older than their English", () => {
    expect(leafPaths(page.fields, page.sw)).toContain("steps.1.href");
    const untouched = kiswahiliStatus(page.fields, page.sw, page.swShipped, {}, {});
    expect(untouched.sw_outdated).toEqual([]);
    expect(untouched.sw_missing).toEqual(expect.arrayContaining(["meta.title", "summary", "steps.0.title", "tags.1"]));
    expect(untouched.sw_missing).not.toContain("hero.title");
    const later = kiswahiliStatus(
      page.fields,
      page.sw,
      page.swShipped,
      { "hero.title": "2026-01-02T00:00:00.000Z", steps: "2026-01-02T00:00:00.000Z" },
      { "hero.title": "2026-01-01T00:00:00.000Z", "steps.0.title": "2026-01-03T00:00:00.000Z" },
    );
    expect(later.sw_outdated).toEqual(["hero.title"]);
    expect(later.sw_missing).not.toContain("steps.0.title");
  });

  it("takes a shipped illustration or an image uploaded here for an image field, nothing else", () => {
    const pictured = definePage({
      key: "pictured",
      path: "/pictured",
      en: { story: { image: "default-news", imageAlt: "A drawing" } },
      sw: {},
      title: () => "Pictured",
    });
    const upload = `/uploads/${"a1".repeat(16)}.webp`;
    const edit = (image: string) => checkEdit(pictured.fields, { story: { image } });
    expect(edit("default-news")).toEqual({ value: { story: { image: "default-news" } }, problems: {} });
    expect(edit(upload)).toEqual({ value: { story: { image: upload } }, problems: {} });
    const message =
      "Image must be one of the site's illustrations or a JPEG, PNG, WebP or AVIF image uploaded here (/uploads/…)";
    for (const refused of [
      "https://example.org/photo.jpg",
      `https://example.org/uploads/${"a1".repeat(16)}.webp`,
      `/art/default-news`,
      `/uploads/${"a1".repeat(16)}-480.webp`,
      `/uploads/${"a1".repeat(16)}.gif`,
      "/uploads/photo.jpg",
      "/images/photo.jpg",
      "not-an-illustration",
    ]) {
      expect(isPageImage(refused)).toBe(false);
      expect(edit(refused).problems).toEqual({ "story.image": message });
    }
  });
});

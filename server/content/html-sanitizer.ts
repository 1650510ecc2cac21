import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for news HTML, applied on every write: headings, paragraphs,
 * lists, links (http, https, mailto, tel), images, emphasis, blockquote, tables.
 * Scripts, event handlers, `javascript:` URLs and inline styles never survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    // role="presentation": an image the editor marked decorative (server/content/inline-images.ts)
    img: ["src", "alt", "title", "width", "height", { name: "role", multiple: false, values: ["presentation"] }],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // Links that open elsewhere never hand the new page a reference back.
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes.target && attributes.target !== "_blank") delete attributes.target;
      if (attributes.target === "_blank") attributes.rel = "noopener noreferrer";
      else delete attributes.rel;
      return { tagName, attribs: attributes };
    },
    // A decorative image says nothing to a screen reader; no other role is kept.
    img: (tagName, attribs) => {
      const { role, ...rest } = attribs;
      return { tagName, attribs: role === "presentation" ? { ...rest, role, alt: "" } : rest };
    },
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

import type { JsonLdNode } from "./json-ld.ts";

/** One step of a trail: its name and its root-relative path. */
export type Crumb = { label: string; path: string };

/** A trail from the home page to the page itself as a schema.org BreadcrumbList. */
export function breadcrumbListLd(trail: Crumb[], origin: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.path}`,
    })),
  };
}

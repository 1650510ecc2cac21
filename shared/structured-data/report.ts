import { eastAfricaTime } from "../east-africa-time.ts";
import { INTL_TAGS, type Locale, localizedPath } from "../locales.ts";
import { type Publication, publicationPath } from "../publications.ts";
import { absolute, type JsonLdNode } from "./json-ld.ts";
import { organizationNode } from "./organization.ts";

/**
 * A publication as a schema.org Report: its PDF as the encoding, with its page count when known;
 * `url`, `@id` and `inLanguage` are those of the page in `locale`.
 */
export function reportLd(publication: Publication, origin: string, image: string, locale: Locale = "en"): JsonLdNode {
  const pdf = absolute(origin, publication.pdf_url);
  const url = `${origin}${localizedPath(publicationPath(publication.slug), locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Report",
    "@id": `${url}#report`,
    name: publication.title,
    headline: publication.title,
    description: publication.description || publication.title,
    genre: publication.type,
    datePublished: eastAfricaTime(publication.published_at ?? publication.created_at),
    dateModified: eastAfricaTime(publication.updated_at),
    publisher: organizationNode(origin),
    author: organizationNode(origin),
    url,
    mainEntityOfPage: url,
    image: absolute(origin, image),
    inLanguage: INTL_TAGS[locale],
    encoding: {
      "@type": "MediaObject",
      contentUrl: pdf,
      encodingFormat: "application/pdf",
      ...(publication.size && publication.size !== "—" && { contentSize: publication.size }),
    },
    ...(publication.pages && { numberOfPages: publication.pages }),
  };
}

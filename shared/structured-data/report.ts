import { eastAfricaTime } from "../east-africa-time.ts";
import { type Publication, publicationPath } from "../publications.ts";
import { absolute, type JsonLdNode } from "./json-ld.ts";
import { organizationNode } from "./organization.ts";

/** A publication as a schema.org Report: its PDF as the encoding, with its page count when known. */
export function reportLd(publication: Publication, origin: string, image: string): JsonLdNode {
  const pdf = absolute(origin, publication.pdf_url);
  return {
    "@context": "https://schema.org",
    "@type": "Report",
    name: publication.title,
    headline: publication.title,
    description: publication.description || `${publication.type} from Uraia, as a PDF.`,
    genre: publication.type,
    datePublished: eastAfricaTime(publication.published_at ?? publication.created_at),
    dateModified: eastAfricaTime(publication.updated_at),
    publisher: organizationNode(origin),
    author: organizationNode(origin),
    url: `${origin}${publicationPath(publication.slug)}`,
    image: absolute(origin, image),
    inLanguage: "en-KE",
    encoding: {
      "@type": "MediaObject",
      contentUrl: pdf,
      encodingFormat: "application/pdf",
      ...(publication.size && publication.size !== "—" && { contentSize: publication.size }),
    },
    ...(publication.pages && { numberOfPages: publication.pages }),
  };
}

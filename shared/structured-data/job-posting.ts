import { openingPath } from "../collections/addresses.ts";
import type { Opening } from "../collections/index.ts";
import type { Workplace } from "../collections/openings.ts";
import { eastAfricaTime } from "../east-africa-time.ts";
import { INTL_TAGS, type Locale, localizedPath } from "../locales.ts";
import { absolute, type JsonLdNode } from "./json-ld.ts";
import { organizationNode } from "./organization.ts";

const BY_KIND = { volunteer: "VOLUNTEER", internship: "INTERN", job: null } as const;

/** schema.org employment types named by the opening's free-text type ("Full-time", "Contract (12 months)"). */
const BY_TYPE: Array<[RegExp, string]> = [
  [/full[\s-]?time/i, "FULL_TIME"],
  [/part[\s-]?time/i, "PART_TIME"],
  [/contract|consult/i, "CONTRACTOR"],
  [/temporary|short[\s-]?term/i, "TEMPORARY"],
  [/per[\s-]?diem|daily/i, "PER_DIEM"],
];

/** VOLUNTEER or INTERN from the kind, then what the type says; a job whose type says nothing is OTHER. */
export function employmentTypes(opening: Pick<Opening, "kind" | "type">): string[] {
  const fromType = BY_TYPE.filter(([pattern]) => pattern.test(opening.type ?? "")).map(([, type]) => type);
  const fromKind = BY_KIND[opening.kind];
  const types = fromKind ? [fromKind, ...fromType] : fromType;
  return types.length > 0 ? types : ["OTHER"];
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Search engines read a posting's description as HTML: the plain texts are escaped, the skills a list. */
function descriptionHtml(opening: Opening): string {
  const parts = [opening.description || opening.title, opening.time_commitment, opening.duration, opening.experience]
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text)}</p>`);
  const skills = opening.skills ?? [];
  if (skills.length > 0) parts.push(`<ul>${skills.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`);
  return parts.join("");
}

const KENYA = { "@type": "Country", name: "Kenya" };

/**
 * A live opening as a schema.org JobPosting; null once its closing moment has
 * passed (a closed opening declares nothing). Remote openings name Kenya as
 * where applicants may live instead of a workplace; hybrid ones name both.
 */
export function jobPostingLd(opening: Opening, origin: string, now: Date, locale: Locale = "en"): JsonLdNode | null {
  if (opening.closes_at && Date.parse(opening.closes_at) <= now.getTime()) return null;
  const workplace: Workplace = opening.workplace ?? "on-site";
  const place: JsonLdNode = {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: opening.location || "Kitengela",
      addressCountry: "KE",
    },
  };
  const url = `${origin}${localizedPath(openingPath(opening.kind, opening.id), locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${url}#job`,
    inLanguage: INTL_TAGS[locale],
    title: opening.title,
    description: descriptionHtml(opening),
    datePosted: eastAfricaTime(opening.published_at ?? opening.created_at),
    validThrough: eastAfricaTime(opening.closes_at),
    employmentType: employmentTypes(opening),
    hiringOrganization: organizationNode(origin),
    url,
    mainEntityOfPage: url,
    ...(opening.department && { occupationalCategory: opening.department }),
    ...(opening.skills?.length && { skills: opening.skills.join(", ") }),
    ...(opening.image_url && { image: absolute(origin, opening.image_url) }),
    ...(workplace !== "remote" && { jobLocation: place }),
    ...(workplace !== "on-site" && { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: KENYA }),
  };
}

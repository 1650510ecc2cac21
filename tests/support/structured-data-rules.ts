/**
 * What search engines require of each schema.org type the site declares,
 * written out as data (from Google's structured-data documentation for job
 * postings, events, breadcrumbs and articles; a Report has no rich result, so
 * its list is what makes it useful: a name, a date, a publisher and the file).
 * `checkNode` answers the missing properties of one node, by path.
 */
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Rule = (node: Node) => string[];

const required =
  (...props: string[]): Rule =>
  (node) =>
    props.filter((p) => !present(node[p]));

const dates =
  (...props: string[]): Rule =>
  (node) =>
    props.filter((p) => present(node[p]) && !ISO_DATE.test(String(node[p]))).map((p) => `${p} (not ISO 8601)`);

const organization =
  (prop: string): Rule =>
  (node) => {
    const org = node[prop];
    return isNode(org) && present(org.name) ? [] : [`${prop}.name`];
  };

export const REQUIRED: Record<string, Rule[]> = {
  JobPosting: [
    required("title", "description", "datePosted", "hiringOrganization"),
    organization("hiringOrganization"),
    dates("datePosted", "validThrough"),
    (node) => {
      if (node.jobLocationType === "TELECOMMUTE") {
        const area = node.applicantLocationRequirements;
        return isNode(area) && present(area.name) ? [] : ["applicantLocationRequirements.name"];
      }
      const place = node.jobLocation;
      const address = isNode(place) ? place.address : undefined;
      return isNode(address) && present(address.addressCountry) ? [] : ["jobLocation.address.addressCountry"];
    },
  ],
  Event: [
    required("name", "startDate", "location"),
    dates("startDate", "endDate"),
    (node) => {
      const places = Array.isArray(node.location) ? node.location : [node.location];
      return places.flatMap((place) => {
        if (!isNode(place)) return ["location"];
        if (place["@type"] === "VirtualLocation") return present(place.url) ? [] : ["location.url"];
        const address = place.address;
        return isNode(address) && present(address.addressCountry) ? [] : ["location.address.addressCountry"];
      });
    },
  ],
  Report: [
    required("name", "datePublished", "publisher", "url", "encoding"),
    organization("publisher"),
    dates("datePublished"),
    (node) => {
      const file = node.encoding;
      return isNode(file) && present(file.contentUrl) && file.encodingFormat === "application/pdf"
        ? []
        : ["encoding.contentUrl/encodingFormat"];
    },
  ],
  BreadcrumbList: [
    required("itemListElement"),
    (node) => {
      const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
      return items.flatMap((item, i) =>
        isNode(item) &&
        item["@type"] === "ListItem" &&
        item.position === i + 1 &&
        present(item.name) &&
        present(item.item)
          ? []
          : [`itemListElement[${i}]`],
      );
    },
  ],
  NewsArticle: [required("headline", "datePublished", "author", "image"), dates("datePublished", "dateModified")],
  NGO: [required("name", "url", "logo")],
};

/** The missing or malformed required properties of one top-level JSON-LD node ("Unknown type" for types not listed). */
export function checkNode(node: unknown): string[] {
  if (!isNode(node)) return ["not an object"];
  if (node["@context"] !== "https://schema.org") return ["@context"];
  const rules = REQUIRED[String(node["@type"])];
  if (!rules) return [`Unknown type ${String(node["@type"])}`];
  return rules.flatMap((rule) => rule(node));
}

/** Every <script type="application/ld+json"> of a page, parsed strictly (JSON.parse), flattened to nodes. */
export function jsonLdNodes(html: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.flatMap((m) => {
    const value = JSON.parse(m[1]!) as unknown;
    return (Array.isArray(value) ? value : [value]) as Node[];
  });
}

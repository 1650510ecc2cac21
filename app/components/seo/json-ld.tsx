import { type JsonLdNode, jsonLdText } from "../../../shared/structured-data/json-ld.ts";
import { useNonce } from "../../lib/nonce.ts";

/**
 * schema.org structured data for search engines: an inline data script,
 * escaped so no text can end it. Crawlers read it in the server's HTML, and
 * hydrating keeps that text as it is, so only the server writes it: in the
 * browser build `import.meta.env.SSR` is false and the escaping (and a
 * builder called under the same test, as the breadcrumb does) drops out of
 * the JavaScript every visitor downloads. After an in-app navigation the new
 * page's script is empty, which nothing reads.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] | null }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes <, >, & and U+2028/2029, so it cannot close the script
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && data ? jsonLdText(data) : "" }}
    />
  );
}

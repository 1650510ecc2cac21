import { type JsonLdNode, jsonLdText } from "../../../shared/structured-data/json-ld.ts";
import { useNonce } from "../../lib/nonce.ts";

/** schema.org structured data for search engines: an inline data script, escaped so no text can end it. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes <, >, & and U+2028/2029, so it cannot close the script
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}

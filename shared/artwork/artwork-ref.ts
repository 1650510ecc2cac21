import { type ArtworkName, artwork } from "./artwork.ts";

/**
 * Generated artwork named in an image field: `/art/<name>` (as collection items
 * store it) or a bare name. null for anything else (an upload or a link).
 */
export function artworkRef(value: string | null | undefined): ArtworkName | null {
  const name = value?.startsWith("/art/") ? value.slice("/art/".length) : value;
  return name && Object.hasOwn(artwork, name) ? (name as ArtworkName) : null;
}

import { Badge } from "../../ui/card.tsx";

/**
 * On a list row: says the item has no Kiswahili version yet (its `translations`,
 * as the API lists them with ?locale=en, lack "sw"). Nothing when unknown.
 */
export function KiswahiliMissingBadge({
  translations,
  label,
}: {
  translations: readonly string[] | undefined;
  label: string;
}) {
  if (!translations || translations.includes("sw")) return null;
  return <Badge tone="grey">{label}</Badge>;
}

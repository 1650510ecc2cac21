import { collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";
import { SW_COLLECTION_NAMES } from "../../shared/collections/kiswahili-words.ts";
import type { Locale } from "../../shared/locales.ts";
import { AUDIT_WORDS, type AuditWords } from "./audit-words.ts";

/** What a sentence is made from: the stored entry, with the names kept when it was written. */
export type SentenceParts = {
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  label: string | null;
  detail: Record<string, unknown> | null;
};

/** An area as staff call it in `language`: a collection by its name, the others by the words' table. */
export function areaName(entity: string | null, language: Locale = "en"): string {
  const words = AUDIT_WORDS[language];
  if (!entity) return words.theSite;
  if (isCollectionName(entity)) {
    return language === "sw" ? SW_COLLECTION_NAMES[entity].label : collectionDefinition(entity).label;
  }
  return words.areas[entity] ?? entity;
}

const numberOf = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);

/** Where a move took the item, from its stored places ({ from, to, count }, counted from 0). */
function movedTo(detail: Record<string, unknown> | null, area: string, words: AuditWords): string {
  const to = numberOf(detail?.to);
  const count = numberOf(detail?.count);
  if (to === null || count === null) return words.movedIn(area);
  if (to === 0) return words.movedTop(area);
  if (to === count - 1) return words.movedBottom(area);
  return words.movedTo(to + 1, count, area);
}

/** A page copy save names its language and the fields it changed (server/api/pages-routes.ts). */
function pageFields(entry: SentenceParts, words: AuditWords): string {
  const fields = entry.detail?.fields;
  if (entry.entity !== "pages" || !Array.isArray(fields) || fields.length === 0) return "";
  const language = entry.detail?.locale === "sw" ? "sw" : "en";
  return words.pageFields(language, fields.map(String).join(", "), entry.detail?.draft === true);
}

/**
 * One entry as a sentence people can read, in the reader's language: "Wanjiru
 * moved 'Budget guide' to the top of Resources", "Wanjiru alihamisha 'Budget
 * guide' hadi juu ya Nyenzo". The person is named by the name kept at the time
 * (else the email); the record by the label kept at the time (else its id).
 */
export function auditSentence(entry: SentenceParts, language: Locale = "en"): string {
  const words = AUDIT_WORDS[language];
  const who = entry.actor_name || entry.actor_email || words.system;
  const own = words.events[entry.action];
  if (own) return `${who} ${own}`;
  const area = areaName(entry.entity, language);
  const thing = entry.label ? `'${entry.label}'` : entry.entity_id ? `#${entry.entity_id}` : "";
  if (entry.entity === "settings") return words.setting(who, thing).trimEnd();
  const prefix = `${entry.entity ?? ""}.`;
  const rest = entry.action.startsWith(prefix) ? entry.action.slice(prefix.length) : entry.action;
  if (rest === "move") return words.moved(who, thing, movedTo(entry.detail, area, words)).replace(/ {2}/g, " ");
  const verb = words.verbs[rest];
  if (verb) return [who, verb[0], thing, verb[1], area, pageFields(entry, words)].filter(Boolean).join(" ");
  return `${who}: ${[entry.action, thing].filter(Boolean).join(" ")}`;
}

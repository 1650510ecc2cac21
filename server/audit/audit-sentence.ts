import { collectionDefinition, isCollectionName } from "../../shared/collections/index.ts";

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

/** The areas that are not collections, as staff call them (collections use their own label). */
const AREAS: Record<string, string> = {
  news: "News",
  publications: "Publications",
  settings: "Settings",
  choices: "Choices",
  users: "Staff accounts",
  messages: "the inbox",
  subscribers: "Subscribers",
  upload: "Uploads",
  uploads: "Uploads",
};

/** Own events without a record, in words. */
const EVENTS: Record<string, string> = {
  "sign-in": "signed in",
  "sign-in.failure": "failed to sign in",
  "sign-in.lock-out": "was locked out after failed sign-ins",
  "sign-out": "signed out",
  "password-reset.request": "asked for a password reset link",
  "password-reset": "set a new password with a reset link",
  "invitation.accept": "accepted their invitation",
  "me.update": "updated their own account",
  "me.password": "changed their password",
  "me.email": "changed their email",
  "me.totp.enable": "turned on two-factor sign-in",
  "me.totp.disable": "turned off two-factor sign-in",
  "me.totp.recovery-codes": "made new recovery codes",
};

/** Record actions: verb and the word that joins the record to its area. */
const VERBS: Record<string, [verb: string, join: string]> = {
  create: ["added", "to"],
  update: ["edited", "in"],
  delete: ["deleted", "from"],
  role: ["changed the role of", "in"],
  deactivate: ["deactivated", "in"],
  reactivate: ["reactivated", "in"],
  invite: ["invited", "to"],
  "totp-reset": ["reset two-factor sign-in of", "in"],
  "delete-account": ["deleted", "from"],
};

export function areaName(entity: string | null): string {
  if (!entity) return "the site";
  if (isCollectionName(entity)) return collectionDefinition(entity).label;
  return AREAS[entity] ?? entity;
}

const numberOf = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);

/** Where a move took the item, from its stored places ({ from, to, count }, counted from 0). */
function movedTo(detail: Record<string, unknown> | null, area: string): string {
  const to = numberOf(detail?.to);
  const count = numberOf(detail?.count);
  if (to === null || count === null) return `in ${area}`;
  if (to === 0) return `to the top of ${area}`;
  if (to === count - 1) return `to the bottom of ${area}`;
  return `to position ${to + 1} of ${count} in ${area}`;
}

/**
 * One entry as a sentence people can read: "Wanjiru moved 'Budget guide' to the
 * top of Resources". The person is named by the name kept at the time (else the
 * email); the record by the label kept at the time (else its id).
 */
export function auditSentence(entry: SentenceParts): string {
  const who = entry.actor_name || entry.actor_email || "The system";
  const own = EVENTS[entry.action];
  if (own) return `${who} ${own}`;
  const area = areaName(entry.entity);
  const thing = entry.label ? `'${entry.label}'` : entry.entity_id ? `#${entry.entity_id}` : "";
  if (entry.entity === "settings") return `${who} changed the setting ${thing}`.trimEnd();
  const prefix = `${entry.entity ?? ""}.`;
  const rest = entry.action.startsWith(prefix) ? entry.action.slice(prefix.length) : entry.action;
  if (rest === "move") return `${who} moved ${thing} ${movedTo(entry.detail, area)}`.replace(/ {2}/g, " ");
  const verb = VERBS[rest];
  if (verb) return [who, verb[0], thing, verb[1], area].filter(Boolean).join(" ");
  return `${who}: ${[entry.action, thing].filter(Boolean).join(" ")}`;
}

import type { Kysely } from "kysely";
import type { Locale } from "../../shared/locales.ts";
import type { Database } from "../db/schema.ts";
import { findLabel } from "./audit-labels.ts";
import { type AuditEvent, type AuditFilter, listAudit, recordAudit } from "./audit-log.ts";

/** Who changed what, when (docs/product.md, "Audit log"). */
export type AuditService = {
  record(event: AuditEvent): Promise<void>;
  /** The entries, each with its sentence in `language` (the reader's). */
  list(filter: AuditFilter, language?: Locale): ReturnType<typeof listAudit>;
  /** A record's title or name now (read before a delete, so its entry can still name it). */
  label(entity: string, entityId: string): Promise<string | null>;
};

export function createAuditService(db: Kysely<Database>, now: () => Date): AuditService {
  return {
    record: (event) => recordAudit(db, event, now()),
    list: (filter, language) => listAudit(db, filter, now(), language),
    label: (entity, entityId) => findLabel(db, entity, entityId),
  };
}

import type { ColumnType } from "kysely";

/**
 * Column kinds as stored. Timestamps are ISO-8601 text in SQLite and timestamptz in
 * PostgreSQL; booleans are 0/1 in SQLite. Read them through `./values.ts`.
 */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type Bool = ColumnType<boolean | number, boolean, boolean>;

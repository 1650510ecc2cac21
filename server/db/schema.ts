import type { ColumnType, Generated } from "kysely";

/**
 * Row types as stored. Timestamps are ISO-8601 text in SQLite and timestamptz in
 * PostgreSQL; booleans are 0/1 in SQLite. Read them through `./values.ts`.
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  /** admin | editor | author (shared/roles.ts) */
  role: Generated<string>;
  password_hash: string;
  created_at: Timestamp;
  password_changed_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  /** 'email:<address>' or 'ip:<address>' */
  key: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  image_url: string | null;
  featured: Bool;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsSlugHistoryTable {
  slug: string;
  news_id: number;
  created_at: Timestamp;
}

export interface PublicationsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  type: string;
  description: string;
  pdf_url: string;
  featured: Bool;
  published_at: Timestamp | null;
  pages: number | null;
  size: string | null;
  read_time: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string | null;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  /** random file name under the storage root */
  storage_key: string;
  url: string;
  mime: string;
  size: number;
  original_name: string | null;
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  /** what to do, e.g. `mail.send` */
  kind: string;
  /** JSON */
  payload: string;
  /** pending | done | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  /** due time of the next attempt */
  run_at: Timestamp;
  /** an instance holds the job until then (a crashed instance's job is retried after it) */
  locked_until: Timestamp | null;
  /** after this, a failing job stops being retried and shows as failed */
  give_up_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobSchedulesTable {
  name: string;
  next_run_at: Timestamp;
  last_run_at: Timestamp | null;
  last_error: string | null;
  runs: Generated<number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  news: NewsTable;
  news_slug_history: NewsSlugHistoryTable;
  publications: PublicationsTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
}

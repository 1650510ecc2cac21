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
  /** empty until an invited person sets a password */
  password_hash: string;
  created_at: Timestamp;
  password_changed_at: Timestamp;
  /** false: deactivated, cannot sign in */
  active: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** base32 TOTP secret once two-factor sign-in is confirmed */
  totp_secret: string | null;
  /** drawn at enrolment, until confirmed with a code */
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** the last accepted time step, so a code is never accepted twice */
  totp_last_step: ColumnType<number | string | null, number | null, number | null>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  /** invitation | reset */
  kind: string;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  /** the person's name at the time (migration 0015) */
  actor_name: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  /** the record's title or name at the time (migration 0015) */
  label: string | null;
  /** JSON array of changed field names */
  fields: string | null;
  /** JSON object with event details (never secrets) */
  detail: string | null;
  ip: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  password_verified_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  /** 'pair:<email>|<address>', 'ip:<address>' or 'email:<email>' (addresses as counted: IPv6 by /64) */
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
  /** who created it (an Author may edit only their own drafts) */
  author_id: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface PublicationRendersTable {
  publication_id: number;
  /** the PDF this state is for: a replaced PDF starts again */
  pdf_url: string;
  state: "pending" | "rendering" | "done" | "no_text" | "failed";
  pages_done: Generated<number>;
  pages_total: number | null;
  error: string | null;
  updated_at: Timestamp;
}

export interface PublicationPagesTable {
  publication_id: number;
  page: number;
  /** the page's text as pdf.js extracts it ("" for a scanned page) */
  text: string;
  image_url: string;
  lite_image_url: string;
  width: number;
  height: number;
}

/** One indexed document of the site search (server/search, migration 0013). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** news | publication | page | a collection's name */
  type: string;
  ref_id: number;
  /** 0 for the item itself; n for page n of a publication's PDF */
  page: ColumnType<number, number | undefined, number>;
  locale: ColumnType<string, string | undefined, string>;
  title: string;
  excerpt: string;
  body: string;
  url: string;
  /** null = draft; the public sees it from this moment */
  published_at: Timestamp | null;
  /** the public stops seeing it at this moment (openings that close) */
  ends_at: Timestamp | null;
}

export interface SearchIndexStateTable {
  key: string;
  value: string;
}

/** A managed list's entry (news categories, publication types): authors pick from these. */
export interface ChoicesTable {
  id: Generated<number>;
  list: string;
  name: string;
  created_at: Timestamp;
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

/** One row per item of a collection (shared/collections): typed columns for lists, the fields in `data` (JSON). */
/** An album's ZIP of web-size photos (server/gallery/album-zips.ts). */
export interface AlbumZipsTable {
  album_id: number;
  /** a hash of the album's photo list: a changed album gets a new ZIP */
  fingerprint: string;
  state: "building" | "ready";
  storage_key: string;
  size: number | null;
  photos: number | null;
  created_at: Timestamp;
  built_at: Timestamp | null;
}

export interface CollectionItemsTable {
  id: Generated<number>;
  collection: string;
  kind: string | null;
  title: string;
  /** lowercased text searched by ?q= */
  search: string;
  position: number;
  featured: Bool;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  published_at: Timestamp | null;
  downloads: Generated<number>;
  data: string;
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

export interface MessagesTable {
  id: Generated<number>;
  /** shared/message-kinds.ts */
  kind: string;
  /** new | read | handled | spam | archived */
  status: string;
  name: string;
  email: string;
  /** E.164 */
  phone: string | null;
  subject: string;
  message: string;
  /** the opening, event or programme it is about */
  reference: string | null;
  county: string | null;
  organisation: string | null;
  people: number | null;
  consent_at: Timestamp;
  /** why it was put in the Spam folder */
  spam_reason: string | null;
  client_ip: string | null;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  /** when a spam message was listed in the daily spam digest */
  spam_reported_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** A reply sent from the admin through the outbox; `mail_id` is its Message-ID. */
export interface MessageRepliesTable {
  id: Generated<number>;
  message_id: number;
  body: string;
  author_id: number | null;
  author_name: string;
  mail_id: string;
  created_at: Timestamp;
}

/** A note staff keep on a message (never mailed). */
export interface MessageNotesTable {
  id: Generated<number>;
  message_id: number;
  body: string;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

/** People registered for an event with a capacity, counted atomically. */
export interface EventPlacesTable {
  event_id: number;
  taken: number;
}

export interface MessageAttachmentsTable {
  message_id: number;
  filename: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  /** pending | confirmed | unsubscribed */
  status: string;
  source: string;
  consent_at: Timestamp;
  /** the one confirmation link still usable; null once used */
  confirm_nonce: string | null;
  confirm_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FormLimitsTable {
  /** '<form>:<client address>' (IPv6 by its /64) */
  key: string;
  count: number;
  window_started_at: Timestamp;
}

export interface ProofOfWorkUsedTable {
  signature: string;
  expires_at: Timestamp;
}

export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  /** the long random reference the donor's status page uses (never Daraja's id) */
  ref: string;
  /** stk | paybill (shared/donations.ts) */
  source: string;
  /** pending | paid | cancelled | failed | expired | review */
  status: string;
  /** whole shillings asked (a paybill payment: paid) */
  amount: number;
  /** whole shillings M-Pesa says were paid */
  paid_amount: number | null;
  /** 2547… / 2541… (a paybill confirmation may give a masked or hashed number) */
  phone: string | null;
  name: string | null;
  email: string | null;
  checkout_request_id: string | null;
  merchant_request_id: string | null;
  /** M-Pesa receipt number (MpesaReceiptNumber, or TransID for paybill) */
  receipt: string | null;
  result_code: number | null;
  result_desc: string | null;
  /** insufficient_funds | wrong_pin | unreachable | other */
  failure_reason: string | null;
  client_ip: string | null;
  /** one instance asks Daraja about this push until then */
  query_locked_until: Timestamp | null;
  paid_at: Timestamp | null;
  settled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DonationEventsTable {
  id: Generated<number>;
  donation_id: number;
  /** created | push | refused | callback | duplicate | query | expired | paybill | receipt-conflict */
  kind: string;
  detail: string;
  /** the raw JSON Daraja sent or answered */
  raw: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  news: NewsTable;
  news_slug_history: NewsSlugHistoryTable;
  publications: PublicationsTable;
  publication_renders: PublicationRendersTable;
  publication_pages: PublicationPagesTable;
  search_documents: SearchDocumentsTable;
  search_index_state: SearchIndexStateTable;
  settings: SettingsTable;
  choices: ChoicesTable;
  uploads: UploadsTable;
  recovery_codes: RecoveryCodesTable;
  user_tokens: UserTokensTable;
  audit_log: AuditLogTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  message_replies: MessageRepliesTable;
  message_notes: MessageNotesTable;
  event_places: EventPlacesTable;
  subscribers: SubscribersTable;
  form_limits: FormLimitsTable;
  proof_of_work_used: ProofOfWorkUsedTable;
  site_secrets: SiteSecretsTable;
  collection_items: CollectionItemsTable;
  album_zips: AlbumZipsTable;
  donations: DonationsTable;
  donation_events: DonationEventsTable;
}

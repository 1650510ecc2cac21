import type { ColumnType, Generated } from "kysely";

import type { NewsItem } from "../../shared/news.ts";
import type { Bool, Timestamp } from "./column-kinds.ts";
import type {
  AuditLogTable,
  LoginAttemptsTable,
  RecoveryCodesTable,
  SessionsTable,
  UsersTable,
  UserTokensTable,
} from "./schema-accounts.ts";
import type {
  BooksGiftsTable,
  BooksSpendingTable,
  BooksStatementsTable,
  DonationEventsTable,
  DonationsTable,
} from "./schema-donations.ts";
import type {
  EventPlacesTable,
  FormLimitsTable,
  MessageAttachmentsTable,
  MessageNotesTable,
  MessageRepliesTable,
  MessagesTable,
  NewsletterBouncesTable,
  NewsletterDeliveriesTable,
  NewsletterIssuesTable,
  ProofOfWorkUsedTable,
  SubscribersTable,
} from "./schema-messages.ts";
import type { ContentRevisionsTable, ContentWentLiveTable, PreviewLinksTable } from "./schema-revisions.ts";
import type {
  SmsBroadcastsTable,
  SmsMessagesTable,
  SmsRemindersTable,
  SmsSubscribersTable,
  SmsSuppressionsTable,
} from "./schema-sms.ts";

/** Row types as stored, one interface per table; messages and donations have files of their own. */
export type * from "./schema-accounts.ts";
export type * from "./schema-donations.ts";
export type * from "./schema-messages.ts";
export type * from "./schema-revisions.ts";
export type * from "./schema-sms.ts";

/** A news item: its words and picture stored as the API answers them. */
export interface NewsTable extends Pick<NewsItem, "title" | "slug" | "excerpt" | "content" | "category" | "image_url"> {
  id: Generated<number>;
  featured: Bool;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** who created it (an Author may edit only their own drafts) */
  author_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** each save adds one (edit conflicts, migration 0031) */
  version: Generated<number>;
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
  /** each save adds one (edit conflicts, migration 0031) */
  version: Generated<number>;
}

/** One item's version in another language (migration 0019): its translated text fields as JSON. */
export interface TranslationsTable {
  /** the API name: news, publications or a collection */
  kind: string;
  item_id: number;
  locale: string;
  fields: string;
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

/** A public form's `Idempotency-Key` and the answer its first request got (migration 0027). */
export interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  /** null while the first request is still being handled */
  status: number | null;
  answer: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Page copy staff changed, per page and language (migration 0030): JSON over the shipped copy. */
export interface PageCopyTable {
  id: Generated<number>;
  page_key: string;
  locale: string;
  /** only the changed fields, as JSON */
  copy: string;
  /** when each changed field (by path) was last saved, as JSON */
  field_times: string;
  version: number;
  updated_at: Timestamp | null;
  updated_by: string | null;
  draft: string | null;
  draft_updated_at: Timestamp | null;
  draft_updated_by: string | null;
}

export interface SettingsTable {
  key: string;
  value: string | null;
  /** the Kiswahili text of a setting that is words (migration 0029) */
  value_sw: string | null;
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
  /** each save adds one (edit conflicts, migration 0031) */
  version: Generated<number>;
}

export interface JobSchedulesTable {
  name: string;
  next_run_at: Timestamp;
  last_run_at: Timestamp | null;
  last_error: string | null;
  runs: Generated<number>;
}

export interface SiteSecretsTable {
  name: string;
  value: string;
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
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_bounces: NewsletterBouncesTable;
  form_limits: FormLimitsTable;
  proof_of_work_used: ProofOfWorkUsedTable;
  site_secrets: SiteSecretsTable;
  collection_items: CollectionItemsTable;
  album_zips: AlbumZipsTable;
  translations: TranslationsTable;
  donations: DonationsTable;
  donation_events: DonationEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  page_copy: PageCopyTable;
  sms_subscribers: SmsSubscribersTable;
  sms_suppressions: SmsSuppressionsTable;
  sms_broadcasts: SmsBroadcastsTable;
  sms_messages: SmsMessagesTable;
  sms_reminders: SmsRemindersTable;
  books_gifts: BooksGiftsTable;
  books_spending: BooksSpendingTable;
  books_statements: BooksStatementsTable;
  content_revisions: ContentRevisionsTable;
  preview_links: PreviewLinksTable;
  content_went_live: ContentWentLiveTable;
}

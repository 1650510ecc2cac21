import type { NewsCategoryCount, NewsItem } from "../shared/news.ts";
import type { Publication } from "../shared/publications.ts";
import type { Role } from "../shared/roles.ts";
import type { SettingKey } from "../shared/settings.ts";
import type { SiteSettings } from "../shared/site-settings.ts";
import { type AccountService, createAccountService } from "./accounts/account-service.ts";
import type { AccountsDeps } from "./accounts/accounts-deps.ts";
import { createPasswordLinks, type PasswordLinks } from "./accounts/password-links.ts";
import { purgeAccountData } from "./accounts/purge.ts";
import { createTotpEnrolment, type TotpEnrolmentService } from "./accounts/totp-enrolment.ts";
import { createUsersService, type UsersService } from "./accounts/users-service.ts";
import { findLabel } from "./audit/audit-labels.ts";
import { type AuditEvent, type AuditFilter, listAudit, recordAudit } from "./audit/audit-log.ts";
import { type AuthService, createAuthService } from "./auth/auth-service.ts";
import { prepareDummyHash } from "./auth/password-hash.ts";
import { loadPasswordPolicy } from "./auth/password-policy.ts";
import { createSecretBox, loadSecretKeyText, sealClearTotpSecrets } from "./auth/secret-box.ts";
import { type ChoicesService, createChoicesService } from "./choices/choices-service.ts";
import { type CollectionService, createCollectionService } from "./collections/collection-service.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import { CARRY_OVER_JOB, carryOverPageLists } from "./demo/carry-over.ts";
import { firstStart } from "./demo/first-start.ts";
import { createDonationService, type DonationService } from "./donations/donation-service.ts";
import type { FormsService } from "./forms/forms-service.ts";
import { loadSiteSecret } from "./forms/site-secret.ts";
import { ALBUM_ZIP_JOB, type AlbumZipPayload, type AlbumZips, createAlbumZips } from "./gallery/album-zips.ts";
import { purgeOldJobs } from "./jobs/job-rows.ts";
import { createJobs, type Jobs } from "./jobs/jobs-service.ts";
import type { Logger } from "./logger.ts";
import { createMail, type Mail } from "./mail/mail-service.ts";
import type { MessageHistory } from "./messages/message-history.ts";
import type { MessagesService } from "./messages/messages-service.ts";
import { createMessagingServices } from "./messages/messaging-services.ts";
import type { PrivacyService } from "./messages/privacy-service.ts";
import { createDarajaClient } from "./mpesa/daraja-client.ts";
import { createNewsService } from "./news/news-service.ts";
import type { NewsletterService } from "./newsletter/newsletter-service.ts";
import { createPageRenders, type PageRenders } from "./publication-pages/page-renders.ts";
import { createPublicationsService } from "./publications/publications-service.ts";
import type { SearchAndStatus } from "./publishing/search-and-status.ts";
import { ensureSearchIndex } from "./search/search-index.ts";
import { createSearchService, type SearchService } from "./search/search-service.ts";
import { createSettingsService } from "./settings/settings-service.ts";
import { createTranslationsService, type TranslationsService } from "./translations/translations-service.ts";
import { type ImageVariants, imageVariants } from "./uploads/image-variants.ts";
import { openStorage } from "./uploads/open-storage.ts";
import type { FileStorage } from "./uploads/storage.ts";
import { createUploadService, type UploadService } from "./uploads/upload-service.ts";

/**
 * Who is asking: staff see drafts and scheduled items; the public sees only live ones.
 * `role` says what a staff member may change (shared/roles.ts, server/auth/permissions.ts).
 */
export type Viewer = { staff: boolean; userId?: number; role?: Role };
export const PUBLIC_VIEWER: Viewer = { staff: false };

export type Page<T> = { items: T[]; total: number };
export type ListOptions = { limit?: number; offset?: number };

export interface NewsService {
  list(
    viewer: Viewer,
    options?: ListOptions & {
      category?: string;
      featured?: boolean;
      /** leave these out (e.g. the featured stories already shown above the list) */
      excludeIds?: number[];
    } & SearchAndStatus,
  ): Promise<Page<NewsItem>>;
  /** Categories of the news the viewer can see, with counts, most used first. */
  categories(viewer: Viewer): Promise<NewsCategoryCount[]>;
  getById(viewer: Viewer, id: number): Promise<NewsItem | null>;
  /** Finds by current slug, or by an old slug (then `movedFrom` holds the old one). */
  getBySlug(viewer: Viewer, slug: string): Promise<{ item: NewsItem; movedFrom?: string } | null>;
  create(input: unknown, viewer: Viewer): Promise<NewsItem>;
  update(id: number, input: unknown, viewer: Viewer): Promise<NewsItem>;
  remove(id: number, viewer: Viewer): Promise<void>;
}

export interface PublicationsService {
  list(
    viewer: Viewer,
    options?: ListOptions & {
      /** featured publications before the rest (as /publications shows them) */
      featuredFirst?: boolean;
    } & SearchAndStatus,
  ): Promise<Page<Publication>>;
  getById(viewer: Viewer, id: number): Promise<Publication | null>;
  getBySlug(viewer: Viewer, slug: string): Promise<Publication | null>;
  create(input: unknown, viewer: Viewer): Promise<Publication>;
  update(id: number, input: unknown, viewer: Viewer): Promise<Publication>;
  remove(id: number, viewer: Viewer): Promise<void>;
}

export interface SettingsService {
  /** The stored value; for a site setting never changed, its default. */
  get(key: SettingKey): Promise<string | null>;
  /** Checks and stores a value; null or blank puts a site setting's default back. Answers the value now in force. */
  set(key: SettingKey, value: unknown): Promise<string | null>;
  /** Every site setting's value in force, read in one query (the root loader passes it to every page). */
  site(): Promise<SiteSettings>;
}

/**
 * Everything a request handler or loader may use, built once at start-up and
 * handed to the API routes and (through the router context) to page loaders.
 */
export type Services = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Current time; replaced in tests. */
  now: () => Date;
  news: NewsService;
  publications: PublicationsService;
  /** Each publication's PDF as page images and text, rendered in the background. */
  pageRenders: PageRenders;
  /** Site search over news, publications (their PDFs' text too), collections and page copy. */
  search: SearchService;
  settings: SettingsService;
  /** The managed lists authors pick from: news categories, publication types. */
  choices: ChoicesService;
  /** Kiswahili versions of news, publications and collection items, with fallback to English. */
  translations: TranslationsService;
  /** Openings, events, albums, resources, team, partners and stories (shared/collections). */
  collections: CollectionService;
  /** Staff sign-in, sessions and lock-out. */
  auth: AuthService;
  /** Receiving uploaded images and PDFs. */
  uploads: UploadService;
  /** Where uploaded files are kept. */
  storage: FileStorage;
  /** Responsive variants of uploaded images. */
  imageVariants: ImageVariants;
  /** Signed stamps and proof-of-work challenges for the public forms. */
  forms: FormsService;
  /** Messages, applications and registrations from the public forms; the staff inbox. */
  messages: MessagesService;
  /** Replies sent from the inbox and notes kept on messages. */
  messageHistory: MessageHistory;
  /** Newsletter sign-up with double opt-in; subscribers for staff. */
  newsletter: NewsletterService;
  /** Access and erasure requests for one email address. */
  privacy: PrivacyService;
  /** Background work: one-off jobs with retries, and recurring tasks; each runs on one instance. */
  jobs: Jobs;
  /** The mail outbox. */
  mail: Mail;
  /** Who changed what, when (docs/product.md, "Audit log"). */
  audit: {
    record(event: AuditEvent): Promise<void>;
    list(filter: AuditFilter): ReturnType<typeof listAudit>;
    /** A record's title or name now (read before a delete, so its entry can still name it). */
    label(entity: string, entityId: string): Promise<string | null>;
  };
  /** Staff accounts as Administrators manage them. */
  users: UsersService;
  /** One's own account: profile, password, sessions. */
  account: AccountService;
  /** One's own two-factor sign-in. */
  totp: TotpEnrolmentService;
  /** Invitations and password resets by email. */
  passwordLinks: PasswordLinks;
  /** M-Pesa donations: pushes, callbacks, paybill confirmations, the finance screen. */
  donations: DonationService;
  /** "Download Gallery": each album's ZIP of web-size photos, built once by a job. */
  albumZips: AlbumZips;
};

export async function createServices(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  now?: () => Date;
}): Promise<Services> {
  const now = deps.now ?? (() => new Date());
  const db = deps.db.db;
  const { config, logger } = deps;
  const storage = openStorage(config);
  const variants = imageVariants(storage, deps.logger);
  loadPasswordPolicy();
  const jobs = createJobs({ db, dialect: deps.db.dialect, logger, now });
  jobs.every("jobs.purge", 6 * 3600_000, (at) => purgeOldJobs(db, at));
  const limits = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  jobs.every("accounts.purge", 3600_000, async (at) => {
    logger.debug(await purgeAccountData(db, at, limits, config.auditRetentionDays), "purged account data");
  });
  const audit = (event: AuditEvent) => recordAudit(db, event, now());
  const secrets = createSecretBox(loadSecretKeyText(config));
  await sealClearTotpSecrets(db, secrets);
  const auth = createAuthService({ db, dialect: deps.db.dialect, logger, now, limits, audit, secrets });
  const mail = createMail({ config, jobs, logger });
  const accounts: AccountsDeps = { db, now, publicUrl: config.publicUrl, limits, mail, auth, audit, secrets };
  const pageRenders = createPageRenders({ db, storage, jobs, logger, now });
  const search = createSearchService(db, deps.db.dialect, now);
  const publications = createPublicationsService(db, now, search.matchingRefIds);
  const collections = createCollectionService(db, deps.db.dialect, now, search.matchingRefIds);
  const news = createNewsService(db, now, search.matchingRefIds);
  const translations = createTranslationsService(db, now, (kind, viewer, id) =>
    kind === "news"
      ? news.getById(viewer, id)
      : kind === "publications"
        ? publications.getById(viewer, id)
        : collections.getById(kind, viewer, id),
  );
  const services: Services = {
    config,
    db: deps.db,
    logger,
    now,
    news,
    // A new or replaced PDF is rendered page by page in the background.
    publications: {
      ...publications,
      async create(input, viewer) {
        const created = await publications.create(input, viewer);
        await pageRenders.schedule(created);
        return created;
      },
      async update(id, input, viewer) {
        const before = await publications.getById(viewer, id);
        const updated = await publications.update(id, input, viewer);
        if (before?.pdf_url !== updated.pdf_url) await pageRenders.schedule(updated);
        return updated;
      },
    },
    pageRenders,
    search,
    settings: createSettingsService(db, now),
    choices: createChoicesService(db, now),
    collections,
    translations,
    auth,
    uploads: createUploadService({ db, storage, variants, config, now }),
    storage,
    imageVariants: variants,
    jobs,
    mail,
    ...createMessagingServices({ db, now, config, jobs, mail }),
    audit: {
      record: audit,
      list: (filter) => listAudit(db, filter, now()),
      label: (entity, entityId) => findLabel(db, entity, entityId),
    },
    users: createUsersService(accounts),
    account: createAccountService(accounts),
    totp: createTotpEnrolment(accounts),
    passwordLinks: createPasswordLinks({ ...accounts, dialect: deps.db.dialect, jobs }),
    donations: createDonationService({
      db,
      config,
      logger,
      now,
      jobs,
      mail,
      daraja: config.mpesa ? createDarajaClient(config.mpesa, { now }) : null,
      callbackSecret: await loadSiteSecret(db, now(), "mpesa-callback"),
    }),
    albumZips: createAlbumZips({ db, storage, variants, collections, jobs, logger, now }),
  };
  jobs.handle(ALBUM_ZIP_JOB, (payload) => services.albumZips.build(payload as AlbumZipPayload));
  jobs.handle(CARRY_OVER_JOB, async (payload) => {
    await carryOverPageLists(services, payload);
  });
  await ensureSearchIndex(db);
  await firstStart(services);
  await pageRenders.scheduleMissing();
  await prepareDummyHash();
  return services;
}

import type { Transaction } from "kysely";
import type { PageDefinition } from "../shared/pages/define-page.ts";
import { isContentKind } from "../shared/translation-schema.ts";
import { type AccountServices, createAccountServices } from "./accounts/account-services.ts";
import { accountName } from "./accounts/staff-directory.ts";
import { type AuditService, createAuditService } from "./audit/audit-service.ts";
import { type AuthService, createAuthService } from "./auth/auth-service.ts";
import { loadPasswordPolicy } from "./auth/password-policy.ts";
import { createSecretBox, loadSecretKeyText, sealClearTotpSecrets } from "./auth/secret-box.ts";
import { type BooksService, createBooksService } from "./books/books-service.ts";
import { withListNames } from "./choices/choice-names.ts";
import { type ChoicesService, createChoicesService } from "./choices/choices-service.ts";
import { type CollectionService, createCollectionService } from "./collections/collection-service.ts";
import type { Config } from "./config.ts";
import { type ContentListener, contentWriter } from "./content/content-write.ts";
import type { Db } from "./db/connection.ts";
import type { Database } from "./db/schema.ts";
import { createDonationService, type DonationService } from "./donations/donation-service.ts";
import type { FormsService } from "./forms/forms-service.ts";
import type { IdempotencyKeys } from "./forms/idempotency-keys.ts";
import { loadSiteSecret } from "./forms/site-secret.ts";
import { type AlbumZips, createAlbumZips } from "./gallery/album-zips.ts";
import { createJobs, type Jobs } from "./jobs/jobs-service.ts";
import type { Logger } from "./logger.ts";
import { createMail, type Mail } from "./mail/mail-service.ts";
import type { MessageHistory } from "./messages/message-history.ts";
import type { MessagesService } from "./messages/messages-service.ts";
import { createMessagingServices } from "./messages/messaging-services.ts";
import type { PrivacyService } from "./messages/privacy-service.ts";
import { createDarajaClient } from "./mpesa/daraja-client.ts";
import { createNewsService, type NewsService, requireOwnDraft } from "./news/news-service.ts";
import { createNewsletterIssues, type NewsletterIssues } from "./newsletter/issues-service.ts";
import type { NewsletterService } from "./newsletter/newsletter-service.ts";
import { pageRevisionSource } from "./pages/page-revisions.ts";
import { createPagesService, type PagesService } from "./pages/pages-service.ts";
import { createPreviewLinksService, type PreviewLinksService } from "./preview-links/preview-links-service.ts";
import { createPageRenders, type PageRenders } from "./publication-pages/page-renders.ts";
import { withPageRenders } from "./publication-pages/rendered-publications.ts";
import { createPublicationsService, type PublicationsService } from "./publications/publications-service.ts";
import { recordWentLive } from "./publishing/went-live.ts";
import { contentSources } from "./revisions/content-sources.ts";
import type { RevisionSources } from "./revisions/revision-sources.ts";
import { createRevisionsService, type RevisionsService } from "./revisions/revisions-service.ts";
import { reindexItem, reindexItems } from "./search/search-index.ts";
import { createSearchService, type SearchService } from "./search/search-service.ts";
import { createSettingsService, type SettingsService } from "./settings/settings-service.ts";
import { SMS_CALLBACK_SECRET } from "./sms/sms-hook-urls.ts";
import { createSmsService, type SmsService } from "./sms/sms-service.ts";
import {
  createTranslationsService,
  deleteTranslations,
  itemFinder,
  itemNotFound,
  type TranslationsService,
} from "./translations/translations-service.ts";
import { type ImageVariants, imageVariants } from "./uploads/image-variants.ts";
import { openStorage } from "./uploads/open-storage.ts";
import type { FileStorage } from "./uploads/storage.ts";
import { createUploadService, type UploadService } from "./uploads/upload-service.ts";

/**
 * Everything a request handler or loader may use, built once at start-up and
 * handed to the API routes and (through the router context) to page loaders.
 */
export type Services = AccountServices & {
  config: Config;
  db: Db;
  logger: Logger;
  /** Current time; replaced in tests. */
  now: () => Date;
  /** Calls `listener` after every committed change of content (a create, update, move, translation or delete). */
  onContentChanged: (listener: ContentListener) => void;
  news: NewsService;
  publications: PublicationsService;
  /** Each publication's PDF as page images and text, rendered in the background. */
  pageRenders: PageRenders;
  /** The copy of the site's pages as staff edited it over the shipped copy (docs/product.md, "Page copy"). */
  pages: PagesService;
  /** Site search over news, publications (their PDFs' text too), collections and page copy. */
  search: SearchService;
  settings: SettingsService;
  /** The managed lists authors pick from: news categories, publication types. */
  choices: ChoicesService;
  /** Kiswahili versions of news, publications and collection items, with fallback to English. */
  translations: TranslationsService;
  /** Every save's snapshot of every kind of content; restores (docs/product.md, "Revisions and edit conflicts"). */
  revisions: RevisionsService;
  /** What revisions and preview links need of each kind (one entry per kind; page copy adds its own). */
  revisionSources: RevisionSources;
  /** Links that show a draft's public page to anyone holding them (docs/product.md, "Preview links"). */
  previewLinks: PreviewLinksService;
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
  /** Newsletter issues: compose, test, schedule and send; deliveries, bounces and suppression. */
  newsletterIssues: NewsletterIssues;
  /** Access and erasure requests for one email address. */
  privacy: PrivacyService;
  /** Each public form's Idempotency-Key and its first answer, kept a day (forms sent again from a browser's outbox). */
  idempotencyKeys: IdempotencyKeys;
  /** Background work: one-off jobs with retries, and recurring tasks; each runs on one instance. */
  jobs: Jobs;
  /** The mail outbox. */
  mail: Mail;
  /** Who changed what, when (docs/product.md, "Audit log"). */
  audit: AuditService;
  /** M-Pesa donations: pushes, callbacks, paybill confirmations, the finance screen. */
  donations: DonationService;
  /** Open books: the public transparency figures and what the Finance officer records. */
  books: BooksService;
  /** "Download Gallery": each album's ZIP of web-size photos, built once by a job. */
  albumZips: AlbumZips;
  /** SMS: consent and opt-out, the gateway's callbacks, event reminders, broadcasts (docs/product.md, "SMS"). */
  sms: SmsService;
};

export async function createServices(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  now?: () => Date;
  /**
   * The definitions of the pages staff edit (app/content/pages/page-registry.ts: server code never
   * imports app/, so each entry point hands them in; the server's own comes from the React Router build).
   */
  pages: readonly PageDefinition<object>[];
}): Promise<Services> {
  const now = deps.now ?? (() => new Date());
  const db = deps.db.db;
  const { config, logger } = deps;
  const storage = await openStorage(config);
  const variants = imageVariants(storage, deps.logger);
  loadPasswordPolicy();
  const jobs = createJobs({ db, dialect: deps.db.dialect, logger, now });
  const limits = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const audit = createAuditService(db, now);
  const secrets = createSecretBox(loadSecretKeyText(config));
  await sealClearTotpSecrets(db, secrets);
  const auth = createAuthService({ db, dialect: deps.db.dialect, logger, now, limits, audit: audit.record, secrets });
  const mail = createMail({ config, jobs, logger });
  const pageRenders = createPageRenders({ db, storage, jobs, logger, now });
  const search = createSearchService(db, deps.db.dialect, now);
  // The one write path of content, and what hangs on its "content changed" event.
  const contentListeners = new Set<ContentListener>();
  // Revisions and preview links (made below: their sources read through the writers) keep in step
  // with every save and delete; the hook runs only on a save, once everything here is made.
  // Page copy's search documents are rebuilt by its service, made below with this same write path.
  let reindexPage: (trx: Transaction<Database>, id: number) => Promise<void> = async () => {};
  const write = contentWriter(
    db,
    async (trx, change) => {
      const { kind, id, action } = change;
      if (kind === "pages") {
        await reindexPage(trx, id);
        return revisions.keep(trx, change);
      }
      if (action === "delete") await deleteTranslations(trx, kind, id);
      if (action !== "move") await reindexItem(trx, kind, id);
      if (action === "create" || action === "update") await revisions.keep(trx, change);
      if (action === "delete") await revisions.forget(trx, kind, id);
      if (action === "delete") await previewLinks.forget(trx, kind, id);
    },
    (change) => {
      if (change.kind === "pages") pages.forget();
      for (const listener of contentListeners) listener(change);
    },
  );
  const pages = createPagesService({ db, now, pages: deps.pages, write });
  reindexPage = pages.reindex;
  const publications = createPublicationsService(db, now, search.matchingRefIds, write);
  const collections = createCollectionService(db, deps.db.dialect, now, search.matchingRefIds, write);
  const news = createNewsService(db, now, search.matchingRefIds, write);
  const translations = createTranslationsService(db, now, {
    find: itemFinder({ stored: { news, publications }, collections }),
    requireOwnDraft: (trx, id, viewer) => requireOwnDraft(trx, id, viewer, undefined),
    write,
    listNames: withListNames,
  });
  // Revisions of every kind (decision 0089): one source per kind; page copy adds its own entry here.
  const revisionSources: RevisionSources = {
    ...contentSources({ news, publications, collections }),
    pages: pageRevisionSource(pages, (viewer) => accountName(db, viewer)),
  };
  const notFoundOf = (kind: string) => (isContentKind(kind) ? itemNotFound(kind) : "Item not found");
  const revisions = createRevisionsService({ db, now, sources: revisionSources, itemNotFound: notFoundOf });
  const previewLinks = createPreviewLinksService({
    ...{ db, now, publicUrl: config.publicUrl },
    ...{ sources: revisionSources, itemNotFound: notFoundOf },
  });
  jobs.every("revisions.prune", 24 * 60 * 60_000, async (at) => void (await revisions.prune(at)));
  jobs.every("content.went-live", 5 * 60_000, async (at) => void (await recordWentLive(db, at, audit.record)));
  const daraja = config.mpesa ? createDarajaClient(config.mpesa, { now }) : null;
  const callbackSecret = await loadSiteSecret(db, now(), "mpesa-callback");
  const smsSecret = await loadSiteSecret(db, now(), SMS_CALLBACK_SECRET);
  const sms = createSmsService({ db, config, logger, jobs, now, callbackSecret: smsSecret });
  const messaging = createMessagingServices({
    db,
    now,
    config,
    jobs,
    mail,
    afterRegistration: sms.keepReminderRequest,
  });
  const newsletterIssues = createNewsletterIssues({
    ...{ db, dialect: deps.db.dialect, now, logger, secret: messaging.forms.secret, publicUrl: config.publicUrl },
    ...{ ...config.newsletter, mail, news, translations, every: jobs.every },
  });
  return {
    config,
    db: deps.db,
    logger,
    now,
    onContentChanged: (listener) => contentListeners.add(listener),
    pages,
    news,
    publications: withPageRenders(publications, pageRenders),
    pageRenders,
    search,
    settings: createSettingsService(db, now),
    choices: createChoicesService(db, now, reindexItems),
    collections,
    translations,
    revisions,
    revisionSources,
    previewLinks,
    auth,
    uploads: createUploadService({ db, storage, variants, config, now }),
    storage,
    imageVariants: variants,
    jobs,
    mail,
    ...messaging,
    newsletterIssues,
    audit,
    ...createAccountServices({
      ...{ db, now, publicUrl: config.publicUrl, limits, mail, auth, audit: audit.record, secrets },
      ...{ dialect: deps.db.dialect, jobs, logger, auditRetentionDays: config.auditRetentionDays },
      features: { sms: sms.enabled },
    }),
    donations: createDonationService({ db, config, logger, now, jobs, mail, daraja, callbackSecret }),
    books: createBooksService({ db, dialect: deps.db.dialect, now }),
    albumZips: createAlbumZips({ db, storage, variants, collections, jobs, logger, now }),
    sms,
  };
}

import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { LOCALES, type Locale, localizedPath } from "../../../../shared/locales.ts";
import type { PageCopyAnswer } from "../../../../shared/pages/page-contract.ts";
import type { AdminPagesCopy } from "../../../content/admin-pages.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { useUnsavedChanges } from "../form-kit/unsaved-changes.tsx";
import { KeptText } from "../revisions/conflict-panel.tsx";
import type { HistoryCopy } from "../revisions/history-panel.tsx";
import { useAdminDates, useAdminLanguage } from "../shell/admin-locale.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { typedText } from "./page-compare.ts";
import { pathLabel } from "./page-edits.ts";
import { PageFields } from "./page-fields.tsx";
import { PageHistory } from "./page-history.tsx";
import type { LeafCopy } from "./page-leaf.tsx";
import { pagesApi, pagesKeys } from "./pages-api.ts";
import { usePageForm } from "./use-page-form.ts";

type Copy = AdminPagesCopy["editor"];
type Props = {
  copy: Copy;
  leafCopy: Omit<LeafCopy, "pages">;
  /** the words of the history and preview-link panels beside the form */
  history: HistoryCopy;
  say: (label: string) => string;
};

const linkClass = "font-semibold text-brand-700 underline";

/** `/admin/pages/<key>`: both languages of the page read fresh, then the form. */
export function PageEditor({ pageKey, ...props }: Props & { pageKey: string }) {
  const read = (locale: Locale) => ({
    queryKey: pagesKeys.page(pageKey, locale),
    queryFn: ({ signal }: { signal: AbortSignal }) => pagesApi.read(pageKey, locale, signal),
    refetchOnWindowFocus: false,
  });
  const en = useQuery(read("en"));
  const sw = useQuery(read("sw"));
  const failed = en.error ?? sw.error;
  if (failed)
    return (
      <LoadFailed
        message={errorMessage(failed, props.copy.loadFailed)}
        retryLabel={props.copy.retry}
        onRetry={() => void Promise.all([en.refetch(), sw.refetch()])}
      />
    );
  // The form starts from the copy as stored now, never from a cached read from before a save.
  if (!en.data || !sw.data || !en.isFetchedAfterMount || !sw.isFetchedAfterMount)
    return <p className="text-muted">{props.copy.loading}</p>;
  return <PageForm key={pageKey} initial={{ en: en.data, sw: sw.data }} {...props} />;
}

function PageForm({ initial, copy, leafCopy, history, say }: Props & { initial: Record<Locale, PageCopyAnswer> }) {
  const id = useId();
  const { dateTime } = useAdminDates();
  const names = { en: copy.english, sw: copy.kiswahili };
  const form = usePageForm(initial, copy, names);
  const labels = { say, entry: copy.entry };
  // Text typed in a language and not saved when a restored version replaced it, to copy from.
  const [kept, setKept] = useState<string | null>(null);
  const { en, sw } = form.answers;
  // The page is named in the staff member's language: its title in that language's copy.
  const language = useAdminLanguage();
  const title = form.answers[language].title;
  useUnsavedChanges(`page-${en.key}`, form.dirty);
  const path = en.path.startsWith("/") ? en.path : `/${en.path}`;
  const warnings = LOCALES.flatMap((locale) =>
    form.answers[locale].warnings.map((w) =>
      copy.inLanguage(names[locale], copy.warning(pathLabel(en.fields, w.path, say, copy.entry), w.message)),
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save(false);
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-6">
        <Link to="/admin/pages" className={linkClass}>
          {copy.back}
        </Link>
        <div className="space-y-2">
          <h2 className="font-display text-2xl font-bold text-ink sm:text-3xl">{title}</h2>
          <p className="flex flex-wrap gap-x-6 gap-y-1">
            <a href={localizedPath(path, "en")} target="_blank" rel="noopener" className={linkClass}>
              {copy.viewEnglish} <span className="sr-only">{copy.opensNewTab}</span>
            </a>
            <a href={localizedPath(path, "sw")} target="_blank" rel="noopener" className={linkClass}>
              {copy.viewKiswahili} <span className="sr-only">{copy.opensNewTab}</span>
            </a>
          </p>
          <dl className="grid gap-1 text-sm text-muted sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {LOCALES.map((locale) => {
              const answer = form.answers[locale];
              return (
                <div key={locale} className="contents">
                  <dt className="font-semibold text-ink">{names[locale]}</dt>
                  <dd>
                    {answer.updated_at ? copy.lastChange(dateTime(answer.updated_at), answer.updated_by) : copy.never}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
        {kept !== null && (
          <KeptText
            text={kept}
            label={history.revisions.conflict.mine}
            closeLabel={history.revisions.conflict.closeMine}
            onClose={() => setKept(null)}
          />
        )}
        {warnings.length > 0 && (
          <div role="note" className="rounded-lg bg-gold-100 px-4 py-3 text-sm text-ink">
            <p className="font-semibold">{copy.warnings}</p>
            <ul className="mt-1 list-disc pl-5">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        {LOCALES.map((locale) => {
          const draft = form.answers[locale].draft;
          return draft ? (
            <div key={locale} className="space-y-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
              <p className="font-semibold">{copy.draft(names[locale], dateTime(draft.updated_at), draft.updated_by)}</p>
              <Button
                size="sm"
                variant="secondary"
                disabled={form.busy !== null}
                onClick={() => void form.publish(locale)}
              >
                {form.busy === "publish" ? copy.publishing : copy.publishDraft(names[locale])}
              </Button>
            </div>
          ) : null;
        })}
        <form onSubmit={submit} noValidate aria-label={title} className="space-y-5">
          <div className="hidden gap-4 md:grid md:grid-cols-2" aria-hidden="true">
            <p className="font-display text-lg font-bold text-brand-900">{copy.english}</p>
            <p className="font-display text-lg font-bold text-brand-900">{copy.kiswahili}</p>
          </div>
          <PageFields
            id={id}
            fields={en.fields}
            sides={[
              { locale: "en", copy: form.shown("en"), errors: form.errors.en, missing: [], outdated: [] },
              {
                locale: "sw",
                copy: form.shown("sw"),
                errors: form.errors.sw,
                missing: sw.sw_missing,
                outdated: sw.sw_outdated,
              },
            ]}
            onChange={form.change}
            say={say}
            copy={{ ...leafCopy, pages: copy }}
          />
          <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-line bg-paper px-4 py-3 sm:mx-0 sm:rounded-card sm:border">
            {form.notice &&
              (form.notice.kind === "error" ? (
                <div role="alert" className="rounded-lg bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-700">
                  {form.notice.lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              ) : (
                <FormMessage kind="success">{form.notice.lines.join(" ")}</FormMessage>
              ))}
            {form.conflicts.length > 0 && (
              <Button variant="outline" size="sm" disabled={form.busy !== null} onClick={() => void form.reload()}>
                {form.busy === "reload" ? copy.reloading : copy.reload}
              </Button>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={form.busy !== null}>
                {form.busy === "save" ? copy.saving : copy.save}
              </Button>
              <Button variant="outline" disabled={form.busy !== null} onClick={() => void form.save(true)}>
                {form.busy === "draft" ? copy.saving : copy.saveDraft}
              </Button>
            </div>
          </div>
        </form>
      </div>
      <aside className="min-w-0 border-line xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:self-start xl:overflow-y-auto xl:border-l xl:pl-6">
        <PageHistory
          answers={form.answers}
          names={names}
          start={language}
          copy={copy}
          history={history}
          labels={labels}
          onRestored={(locale, answer) => {
            const typed = form.restored(locale, answer);
            setKept(typed ? typedText(answer.fields, typed.opened, typed.typed, labels) || null : null);
          }}
        />
      </aside>
    </div>
  );
}

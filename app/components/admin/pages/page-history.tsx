import { useState } from "react";
import { LOCALES, type Locale } from "../../../../shared/locales.ts";
import type { PageCopyAnswer } from "../../../../shared/pages/page-contract.ts";
import type { AdminPagesCopy } from "../../../content/admin-pages.ts";
import { Button } from "../../ui/button.tsx";
import { type HistoryCopy, HistoryPanel } from "../revisions/history-panel.tsx";
import { PreviewLinksPanel } from "../revisions/preview-links-panel.tsx";
import { pageTarget } from "../revisions/revisions-api.ts";
import { comparePageCopy, type PageLabelWords } from "./page-compare.ts";

/**
 * Beside the page editor (docs/product.md, "Page copy"): one language's history at a
 * time, chosen by a switch. A saved version is compared with that language's
 * current copy leaf by leaf; Restore publishes it again and the form reloads
 * that language (`onRestored`). While the language has a saved draft, its
 * preview links follow.
 */
export function PageHistory({
  answers,
  names,
  start,
  copy,
  history,
  labels,
  onRestored,
}: {
  answers: Record<Locale, PageCopyAnswer>;
  names: Record<Locale, string>;
  /** the language shown first */
  start: Locale;
  copy: AdminPagesCopy["editor"];
  history: HistoryCopy;
  labels: PageLabelWords;
  onRestored: (locale: Locale, answer: PageCopyAnswer) => void;
}) {
  const [locale, setLocale] = useState<Locale>(start);
  const answer = answers[locale];
  const target = pageTarget(answer.key, locale);
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{copy.historyLanguage}</legend>
        <div className="flex flex-wrap gap-2">
          {LOCALES.map((each) => (
            <Button
              key={each}
              size="sm"
              variant={each === locale ? "primary" : "outline"}
              aria-pressed={each === locale}
              onClick={() => setLocale(each)}
            >
              {names[each]}
            </Button>
          ))}
        </div>
      </fieldset>
      <HistoryPanel<PageCopyAnswer>
        key={locale}
        title={copy.historyOf(names[locale])}
        target={target}
        version={answer.version}
        compare={(snapshot) => comparePageCopy(answer.fields, snapshot, answer.copy, labels)}
        copy={history}
        onRestored={(restored) => onRestored(locale, restored)}
      />
      {answer.draft && (
        <PreviewLinksPanel
          key={`preview-${locale}`}
          target={target}
          title={copy.previewOf(names[locale])}
          copy={history.revisions.preview}
        />
      )}
    </div>
  );
}

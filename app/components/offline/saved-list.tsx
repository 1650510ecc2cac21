import { useCallback, useEffect, useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { INTL_TAGS } from "../../../shared/locales.ts";
import { listSaved, removeSaved, type SavedItem } from "../../../shared/offline/saved-items.ts";
import { SAVED_LIMIT_BYTES } from "../../../shared/offline/saved-limit.ts";
import type { savedPage } from "../../content/offline.ts";
import { useLocale } from "../../lib/locale.ts";
import { readableSize } from "../../lib/offline/readable-size.ts";
import { Button } from "../ui/button.tsx";

/**
 * What is saved on this device (docs/product.md, "Reading offline"): each item
 * with its kind, size and when it was saved, a remove button, and what all of it
 * uses of the site's 50 MB. The list lives in the browser, so the server's page
 * says only that it needs scripts (what a lite visitor reads); once hydrated, the
 * list replaces that line. Links open the saved copy as a whole page, which the
 * service worker answers offline. Its code is imported with the page (not
 * later), so the copy the service worker keeps at install has all it needs.
 */
export function SavedList({ copy }: { copy: typeof savedPage }) {
  const intl = INTL_TAGS[useLocale()];
  const [items, setItems] = useState<SavedItem[] | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const load = useCallback(
    () =>
      listSaved()
        .then(setItems)
        .catch(() => setItems([])),
    [],
  );
  useEffect(() => {
    if (typeof indexedDB !== "undefined") void load();
  }, [load]);

  async function remove(url: string) {
    await removeSaved(url);
    await load();
  }

  if (items === null) return <p className="text-muted">{copy.needsScript}</p>;
  const used = items.reduce((sum, item) => sum + item.bytes, 0);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        {fillIn(copy.usage, { used: readableSize(used, intl), limit: readableSize(SAVED_LIMIT_BYTES, intl) })}
      </p>
      {items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul
          aria-label={copy.listLabel}
          className="flex flex-col divide-y divide-line rounded-card border border-line bg-white"
        >
          {items.map((item) => (
            <li key={item.url} className="flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="flex min-w-0 flex-col gap-1">
                <a href={item.url} className="font-semibold text-brand-700 underline">
                  {item.title}
                </a>
                <p className="text-sm text-muted">
                  {[
                    copy.kinds[item.kind],
                    item.pages > 0 ? fillIn(copy.pages, { n: item.pages }) : null,
                    item.pdf ? copy.withPdf : null,
                    fillIn(copy.size, { size: readableSize(item.bytes, intl) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="text-sm text-muted">{fillIn(copy.savedAt, { date: when(item.savedAt) })}</p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={fillIn(copy.removeLabel, { title: item.title })}
                onClick={() => remove(item.url)}
              >
                {copy.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { INTL_TAGS } from "../../../shared/locales.ts";
import { SAVED_LIMIT_BYTES } from "../../../shared/offline/saved-limit.ts";
import type { saveButton } from "../../content/offline.ts";
import { useLocale } from "../../lib/locale.ts";
import { readableSize } from "../../lib/offline/readable-size.ts";
import type { SaveRequest } from "../../lib/offline/save-offline.ts";
import { Button } from "../ui/button.tsx";
import { Link } from "../ui/localized-link.tsx";

type Status =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "error"; message: string };

/**
 * "Save for offline" (docs/product.md, "Reading offline"): keeps this article or
 * publication on the device. It needs scripts, so it appears only once the page
 * has hydrated (decision 0050). A page saved before says when, and is saved
 * again (refreshed) whenever it is opened with a connection.
 */
export function SaveForOffline({
  copy,
  request,
  pdfSize,
  refresh = true,
}: {
  copy: typeof saveButton;
  request: Omit<SaveRequest, "locale" | "pdf"> & { pdf?: string | null };
  /** the PDF's size as the publication states it: offers to keep the PDF too */
  pdfSize?: string | null;
  /** save a page saved before again when opened online (false for a second button on the same page) */
  refresh?: boolean;
}) {
  const locale = useLocale();
  const intl = INTL_TAGS[locale];
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [withPdf, setWithPdf] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  /** Saves (or, `refresh`, saves again in the background: a failure then keeps the copy saved before). */
  async function save(pdf: boolean, refresh = false) {
    if (!refresh) setStatus({ state: "saving" });
    const { saveForOffline } = await import("../../lib/offline/save-offline.ts");
    const result = await saveForOffline({ ...request, locale, pdf: pdf && request.pdf ? request.pdf : null });
    if (result.ok) {
      setStatus({ state: "saved", at: result.item.savedAt });
      return;
    }
    if (refresh) return;
    const message =
      result.reason === "full"
        ? fillIn(copy.full, {
            used: readableSize(result.usedBytes, intl),
            limit: readableSize(SAVED_LIMIT_BYTES, intl),
          })
        : result.reason === "no-room"
          ? copy.noRoom
          : copy.failed;
    setStatus({ state: "error", message });
  }

  async function remove() {
    const { removeSaved } = await import("../../../shared/offline/saved-items.ts");
    await removeSaved(request.url);
    setStatus({ state: "idle" });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: looks the page up once per address
  useEffect(() => {
    if (typeof caches === "undefined" || typeof indexedDB === "undefined") return;
    setReady(true);
    let live = true;
    import("../../../shared/offline/saved-items.ts")
      .then(({ getSaved }) => getSaved(request.url))
      .then((saved) => {
        if (!live || !saved) return;
        setStatus({ state: "saved", at: saved.savedAt });
        setWithPdf(saved.pdf);
        if (refresh && navigator.onLine) void save(saved.pdf, true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [request.url]);

  if (!ready) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {status.state === "saved" ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span role="status" className="font-semibold text-brand-700">
            {fillIn(copy.savedAt, { date: when(status.at) })}
          </span>
          <Link to="/saved" reloadDocument className="font-semibold text-brand-700 underline">
            {copy.seeSaved}
          </Link>
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            {copy.remove}
          </Button>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={status.state === "saving"}
            onClick={() => save(withPdf)}
          >
            {status.state === "saving" ? copy.saving : copy.save}
          </Button>
          {request.pdf && pdfSize && (
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={withPdf} onChange={(event) => setWithPdf(event.target.checked)} />
              {fillIn(copy.withPdf, { size: pdfSize })}
            </label>
          )}
        </div>
      )}
      {status.state === "error" && (
        <p role="alert" className="font-medium text-accent-700">
          {status.message}
        </p>
      )}
    </div>
  );
}

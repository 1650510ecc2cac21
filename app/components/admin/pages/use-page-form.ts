import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LOCALES, type Locale } from "../../../../shared/locales.ts";
import type { PageCopyAnswer } from "../../../../shared/pages/page-contract.ts";
import type { AdminPagesCopy } from "../../../content/admin-pages.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "../form-kit/error-message.ts";
import { pageTarget, revisionsKey } from "../revisions/revisions-api.ts";
import { missingAlts } from "./page-checks.ts";
import {
  changedUnits,
  detailsByPath,
  draftEdits,
  type Edits,
  edit,
  patchOf,
  sameValue,
  shownCopy,
} from "./page-edits.ts";
import { pagesApi, pagesKeys } from "./pages-api.ts";

/** One language of the page in the form: the stored answer, the edits over it, and the draft they started from. */
type LanguageState = { answer: PageCopyAnswer; edits: Edits; seed: Edits };
type ByLocale<T> = Record<Locale, T>;

export type Notice = { kind: "error" | "success"; lines: string[] };

const fromAnswer = (answer: PageCopyAnswer): LanguageState => {
  const seed = draftEdits(answer.fields, answer.copy, answer.draft?.copy);
  return { answer, edits: seed, seed };
};

/** The edits typed on top of the draft the form opened with (kept when the stored copy changes under them). */
const typedOver = (state: LanguageState): Edits =>
  Object.fromEntries(Object.entries(state.edits).filter(([key, value]) => !sameValue(value, state.seed[key])));

/**
 * The page editor's state and actions (docs/product.md, "Page copy"): both languages' copy with the
 * staff member's edits over it; Save and Save as draft send only the changed
 * fields and the version each language was opened at, one language after the
 * other; success is said only after the server answered 200. A 409 keeps every
 * edit and offers to load the newer copy under them.
 */
export function usePageForm(
  initial: ByLocale<PageCopyAnswer>,
  copy: AdminPagesCopy["editor"],
  names: ByLocale<string>,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ByLocale<LanguageState>>(() => ({
    en: fromAnswer(initial.en),
    sw: fromAnswer(initial.sw),
  }));
  const [errors, setErrors] = useState<ByLocale<Record<string, string>>>({ en: {}, sw: {} });
  const [conflicts, setConflicts] = useState<Locale[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<"save" | "draft" | "publish" | "reload" | null>(null);

  const shown = (locale: Locale) => shownCopy(state[locale].answer.copy, state[locale].edits);
  const dirty = LOCALES.some((locale) => Object.keys(typedOver(state[locale])).length > 0);

  function change(locale: Locale, path: (string | number)[], value: unknown) {
    setState((before) => {
      const here = before[locale];
      return {
        ...before,
        [locale]: { ...here, edits: edit(here.answer.fields, here.answer.copy, here.edits, path, value) },
      };
    });
  }

  const stored = (locale: Locale, answer: PageCopyAnswer) => {
    setState((before) => ({ ...before, [locale]: fromAnswer(answer) }));
    setErrors((before) => ({ ...before, [locale]: {} }));
    // Each save is a new version in that language's history.
    void queryClient.invalidateQueries({ queryKey: revisionsKey(pageTarget(answer.key, locale)) });
  };
  const refreshList = () => queryClient.invalidateQueries({ queryKey: pagesKeys.list, exact: true });

  /** Save (or save as draft) every language with changes; each language's outcome is said. */
  async function save(draft: boolean) {
    setNotice(null);
    const altErrors = {
      en: missingAlts(state.en.answer.fields, shown("en")),
      sw: missingAlts(state.sw.answer.fields, shown("sw")),
    };
    if (altErrors.en.length + altErrors.sw.length > 0) {
      const named = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, copy.altRequired]));
      setErrors({ en: named(altErrors.en), sw: named(altErrors.sw) });
      setNotice({ kind: "error", lines: [copy.invalid] });
      return;
    }
    const changed = LOCALES.filter((locale) => changedUnits(state[locale].answer.copy, state[locale].edits).length > 0);
    if (changed.length === 0) {
      setNotice({ kind: "success", lines: [copy.unchanged] });
      return;
    }
    setBusy(draft ? "draft" : "save");
    const saved: Locale[] = [];
    const failures: string[] = [];
    const conflicted: Locale[] = [];
    for (const locale of changed) {
      const { answer, edits } = state[locale];
      try {
        const body = { locale, copy: patchOf(answer.copy, edits), version: answer.version, ...(draft && { draft }) };
        stored(locale, await pagesApi.save(answer.key, body));
        saved.push(locale);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) {
          conflicted.push(locale);
          failures.push(copy.inLanguage(names[locale], copy.conflict));
        } else {
          const fields = failure instanceof ApiError ? detailsByPath(failure.details) : {};
          setErrors((before) => ({ ...before, [locale]: fields }));
          const said = errorMessage(failure, copy.failed);
          failures.push(copy.inLanguage(names[locale], Object.keys(fields).length ? `${said}. ${copy.invalid}` : said));
        }
      }
    }
    setConflicts(conflicted);
    setBusy(null);
    if (saved.length > 0) void refreshList();
    if (failures.length === 0) setNotice({ kind: "success", lines: [draft ? copy.draftSaved : copy.saved] });
    else setNotice({ kind: "error", lines: [...failures, ...saved.map((locale) => copy.savedIn(names[locale]))] });
  }

  /** Publish a language's saved draft; what was typed over it stays in the form. */
  async function publish(locale: Locale) {
    setNotice(null);
    setBusy("publish");
    try {
      const answer = await pagesApi.publish(state[locale].answer.key, locale);
      const typed = typedOver(state[locale]);
      setState((before) => {
        const next = fromAnswer(answer);
        return { ...before, [locale]: { ...next, edits: { ...next.edits, ...typed } } };
      });
      void refreshList();
      void queryClient.invalidateQueries({ queryKey: revisionsKey(pageTarget(answer.key, locale)) });
      setNotice({ kind: "success", lines: [copy.published(names[locale])] });
    } catch (failure) {
      setNotice({ kind: "error", lines: [errorMessage(failure, copy.publishFailed)] });
    } finally {
      setBusy(null);
    }
  }

  /** After a 409: the newer stored copy under the same edits (the typed text stays visible). */
  async function reload() {
    setBusy("reload");
    try {
      const answers = await Promise.all(conflicts.map((locale) => pagesApi.read(state[locale].answer.key, locale)));
      setState((before) => {
        const next = { ...before };
        conflicts.forEach((locale, index) => {
          const answer = answers[index];
          if (answer) next[locale] = { ...before[locale], answer };
        });
        return next;
      });
      setConflicts([]);
      setNotice({ kind: "success", lines: [copy.reloaded] });
    } catch (failure) {
      setNotice({ kind: "error", lines: [errorMessage(failure, copy.loadFailed)] });
    } finally {
      setBusy(null);
    }
  }

  /**
   * A version of one language restored from its history (the server stored and
   * published it): the form shows it, that language's edits and conflict gone.
   * Answers that language's copy as the form opened it and as it was typed
   * (for the text kept to copy from), or null when nothing was typed.
   */
  function restored(locale: Locale, answer: PageCopyAnswer): { opened: unknown; typed: unknown } | null {
    const here = state[locale];
    const typed = typedOver(here);
    stored(locale, answer);
    setConflicts((before) => before.filter((each) => each !== locale));
    void refreshList();
    setNotice({ kind: "success", lines: [copy.restored(names[locale])] });
    if (Object.keys(typed).length === 0) return null;
    return { opened: shownCopy(here.answer.copy, here.seed), typed: shownCopy(here.answer.copy, here.edits) };
  }

  return {
    answers: { en: state.en.answer, sw: state.sw.answer },
    shown,
    errors,
    change,
    dirty,
    conflicts,
    notice,
    busy,
    save,
    publish,
    reload,
    restored,
  };
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { eatInputToIso } from "../../../../shared/east-africa-time.ts";
import type { Locale } from "../../../../shared/locales.ts";
import type { newsletterAdminCopy } from "../../../content/admin-newsletter.ts";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { FormMessage, SelectField, TextArea, TextField } from "../form-kit/fields.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { type AdminIssue, newsletterApi } from "./newsletter-api.ts";

type Copy = typeof newsletterAdminCopy;
const KEY = ["admin", "newsletter"] as const;
const TONES = { draft: "grey", scheduled: "gold", sending: "gold", sent: "brand" } as const;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Compose a draft: subject, language, opening words, news in the order ticked, closing words.
 * Given a draft, the same form edits it (its fields filled in, saved with PATCH).
 */
function ComposeForm({
  copy,
  draft,
  onSaved,
  onClose,
}: {
  copy: Copy;
  draft?: AdminIssue;
  onSaved: () => void;
  onClose?: () => void;
}) {
  const news = useQuery({ queryKey: [...KEY, "news"], queryFn: ({ signal }) => newsletterApi.news(signal) });
  const [picked, setPicked] = useState<number[]>(draft?.news_ids ?? []);
  const idPrefix = draft ? `issue-${draft.id}` : "issue";
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = event.currentTarget;
    const fields = {
      subject: String(form.get("subject") ?? ""),
      locale: form.get("locale") === "sw" ? ("sw" as const) : ("en" as const),
      intro: String(form.get("intro") ?? ""),
      body: String(form.get("body") ?? ""),
      news_ids: picked,
    };
    try {
      if (draft) await newsletterApi.update(draft.id, fields);
      else {
        await newsletterApi.create(fields);
        target.reset();
        setPicked([]);
      }
      setMessage({ kind: "success", text: draft ? copy.saved : copy.created });
      onSaved();
    } catch (error) {
      setMessage({ kind: "error", text: messageOf(error) });
    }
  }
  return (
    <form onSubmit={submit} className="space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <h3 className="font-display text-lg font-bold">{draft ? copy.editing(draft.subject) : copy.compose}</h3>
      <TextField
        id={`${idPrefix}-subject`}
        name="subject"
        label={copy.subject}
        required
        maxLength={200}
        defaultValue={draft?.subject}
      />
      <SelectField
        id={`${idPrefix}-locale`}
        name="locale"
        label={copy.language}
        defaultValue={draft?.locale}
        options={[
          ["en", copy.languages.en],
          ["sw", copy.languages.sw],
        ]}
      />
      <TextArea
        id={`${idPrefix}-intro`}
        name="intro"
        label={copy.opening}
        rows={4}
        maxLength={5000}
        defaultValue={draft?.intro}
      />
      <fieldset>
        <legend className="font-semibold">{copy.news}</legend>
        {(news.data ?? []).map((item) => (
          <label key={item.id} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              checked={picked.includes(item.id)}
              onChange={(e) =>
                setPicked((list) => (e.target.checked ? [...list, item.id] : list.filter((id) => id !== item.id)))
              }
            />
            <span>
              {picked.includes(item.id) ? `${picked.indexOf(item.id) + 1}. ` : ""}
              {/* the news as written: its English title (its Kiswahili version goes into a Kiswahili issue) */}
              <span lang="en">{item.title}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextArea
        id={`${idPrefix}-body`}
        name="body"
        label={copy.body}
        rows={3}
        maxLength={20000}
        defaultValue={draft?.body}
      />
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{draft ? copy.save : copy.create}</Button>
        {onClose && (
          <Button type="button" variant="outline" onClick={onClose}>
            {copy.closeEdit}
          </Button>
        )}
      </div>
    </form>
  );
}

/** One issue: figures, a preview at phone and desktop width, a test copy, schedule or send; edit or delete a draft, cancel a schedule. */
function IssuePanel({
  issue,
  copy,
  onChanged,
  onRemoved,
}: {
  issue: AdminIssue;
  copy: Copy;
  onChanged: () => void;
  /** After the server deleted the draft (its panel goes with it). */
  onRemoved: () => void;
}) {
  const preview = useQuery({
    queryKey: [...KEY, "preview", issue.id, issue.status],
    queryFn: ({ signal }) => newsletterApi.preview(issue.id, signal),
  });
  const [width, setWidth] = useState<375 | 700>(375);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage({ kind: "success", text: done });
      onChanged();
    } catch (error) {
      setMessage({ kind: "error", text: messageOf(error) });
    }
  };
  const [editing, setEditing] = useState(false);
  const editable = issue.status === "draft" || issue.status === "scheduled";
  return (
    <div className="space-y-3">
      {issue.status === "draft" && !editing && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {copy.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (!window.confirm(copy.confirmRemove(issue.subject))) return;
              newsletterApi
                .remove(issue.id)
                .then(onRemoved, (error: unknown) => setMessage({ kind: "error", text: messageOf(error) }));
            }}
          >
            {copy.remove}
          </Button>
        </div>
      )}
      {issue.status === "draft" && editing && (
        <ComposeForm copy={copy} draft={issue} onSaved={onChanged} onClose={() => setEditing(false)} />
      )}
      {issue.status === "scheduled" && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void run(() => newsletterApi.cancel(issue.id), copy.cancelled)}
        >
          {copy.cancel}
        </Button>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-6">
        {(Object.keys(copy.figures) as Array<keyof Copy["figures"]>).map((key) => (
          <div key={key}>
            <dt className="text-sm text-muted">{copy.figures[key]}</dt>
            <dd className="font-bold">{issue[key]}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{copy.preview}</legend>
        <Button
          size="sm"
          variant={width === 375 ? "primary" : "outline"}
          aria-pressed={width === 375}
          onClick={() => setWidth(375)}
        >
          {copy.phone}
        </Button>
        <Button
          size="sm"
          variant={width === 700 ? "primary" : "outline"}
          aria-pressed={width === 700}
          onClick={() => setWidth(700)}
        >
          {copy.desktop}
        </Button>
      </fieldset>
      {preview.data && (
        <iframe
          title={copy.previewTitle(issue.subject)}
          srcDoc={preview.data.html}
          sandbox=""
          style={{ width, maxWidth: "100%", height: 600 }}
          className="rounded border border-line bg-white"
        />
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const email = String(new FormData(e.currentTarget).get("email") ?? "");
          void run(() => newsletterApi.test(issue.id, email), copy.tested);
        }}
      >
        <TextField id={`test-${issue.id}`} name="email" type="email" label={copy.testEmail} required />
        <Button type="submit" variant="outline">
          {copy.test}
        </Button>
      </form>
      {editable && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const at = eatInputToIso(String(new FormData(e.currentTarget).get("at") ?? ""));
            if (!at) return setMessage({ kind: "error", text: copy.atMissing });
            void run(() => newsletterApi.send(issue.id, at), copy.scheduled);
          }}
        >
          <TextField id={`at-${issue.id}`} name="at" type="datetime-local" label={copy.at} />
          <Button type="submit" variant="outline">
            {copy.schedule}
          </Button>
          <Button
            type="button"
            onClick={() => {
              if (window.confirm(copy.confirmSend(issue.subject, copy.languages[issue.locale as Locale])))
                void run(() => newsletterApi.send(issue.id), copy.sending);
            }}
          >
            {copy.sendNow}
          </Button>
        </form>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </div>
  );
}

/** The newsletter screen: a compose form, then every issue with its state, figures and actions (progress refreshes while sending). */
export function NewsletterScreen({ copy }: { copy: Copy }) {
  const client = useQueryClient();
  const issues = useQuery({
    queryKey: [...KEY, "issues"],
    queryFn: ({ signal }) => newsletterApi.issues(signal),
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === "sending") ? 3000 : false),
  });
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return (
    <DashboardSection id="newsletter" title={copy.title}>
      <p className="-mt-4 text-muted">{copy.intro}</p>
      <ComposeForm copy={copy} onSaved={refresh} />
      <h3 className="font-display text-lg font-bold">{copy.issues}</h3>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {issues.error && <FormMessage kind="error">{messageOf(issues.error)}</FormMessage>}
      {issues.data?.length === 0 && <p>{copy.empty}</p>}
      <ul className="space-y-3">
        {(issues.data ?? []).map((issue) => (
          <li key={issue.id} className="rounded-card border border-line bg-white p-4">
            <button
              type="button"
              className="flex w-full flex-wrap items-center gap-2 text-left font-semibold"
              aria-expanded={open === issue.id}
              onClick={() => setOpen(open === issue.id ? null : issue.id)}
            >
              {issue.subject}
              <Badge tone={TONES[issue.status]}>{copy.statuses[issue.status]}</Badge>
              <span className="text-sm text-muted">
                {copy.languages[issue.locale]} · {issue.sent}/{issue.total}
              </span>
            </button>
            {open === issue.id && (
              <IssuePanel
                issue={issue}
                copy={copy}
                onChanged={refresh}
                onRemoved={() => {
                  setOpen(null);
                  setNotice(copy.removed);
                  void refresh();
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

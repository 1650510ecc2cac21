import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import {
  DEFAULT_PREVIEW_HOURS,
  MAX_PREVIEW_HOURS,
  type PreviewLink,
  previewLinksKey,
  type RevisionsTarget,
  revisionsApi,
} from "./revisions-api.ts";

type Copy = (typeof adminCopy.revisions)["preview"];

/** A link's address as staff open it: the answer's, made absolute on this site when it is a path. */
const absolute = (url: string) =>
  typeof window === "undefined" || /^https?:\/\//.test(url) ? url : new URL(url, window.location.origin).href;

/** A link's row: its address and Copy while this page knows it, when it was made and ends, End. */
function LinkRow({
  link,
  url,
  copy,
  onEnd,
  ending,
}: {
  link: PreviewLink;
  /** the address, known only to the page that made the link */
  url: string | undefined;
  copy: Copy;
  onEnd: () => void;
  ending: boolean;
}) {
  const dates = useAdminDates();
  const [copied, setCopied] = useState<boolean | null>(null);
  const active = link.active ?? !link.ended_at;
  const state = link.ended_at
    ? copy.endedOn(dates.eat(link.ended_at))
    : active
      ? copy.ends(dates.eat(link.expires_at))
      : copy.expired(dates.eat(link.expires_at));
  return (
    <li className="space-y-2 px-3 py-2 text-sm">
      {url && active && (
        <>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="block break-all font-semibold text-brand-800 underline"
          >
            {url}
          </a>
          <p className="text-muted">{copy.shownOnce}</p>
        </>
      )}
      <p className={active ? "text-ink" : "text-muted"}>
        {[link.created_at ? copy.made(dates.eat(link.created_at)) : "", state].filter(Boolean).join(" · ")}
      </p>
      {active && (
        <div className="flex flex-wrap gap-2">
          {url && (
            <Button
              size="sm"
              variant="outline"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(url);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
            >
              {copy.copy}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={ending} onClick={onEnd}>
            {ending ? copy.ending : copy.end}
          </Button>
        </div>
      )}
      {copied !== null && (
        <p role="status" className="text-brand-800">
          {copied ? copy.copied : copy.copyFailed}
        </p>
      )}
    </li>
  );
}

/**
 * Preview links of a draft (docs/product.md, "Revisions and edit conflicts"): create one lasting some hours (7 days
 * unless changed), the links with when each ends, copy one, end one.
 */
export function PreviewLinksPanel({
  target,
  copy,
  title,
}: {
  target: RevisionsTarget;
  copy: Copy;
  /** the heading, when it must say more than "Preview links" (a page's language) */
  title?: string;
}) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [hours, setHours] = useState(String(DEFAULT_PREVIEW_HOURS));
  const [notice, setNotice] = useState<string | null>(null);
  // The addresses of links made on this page: the server shows each only once.
  const [made, setMade] = useState<Record<number, string>>({});
  const key = previewLinksKey(target);
  const links = useQuery({ queryKey: key, queryFn: ({ signal }) => revisionsApi.previewLinks(target, signal) });
  const create = useMutation({
    mutationFn: (h: number) => revisionsApi.createPreviewLink(target, h),
    onSuccess: async (link) => {
      setMade((known) => ({ ...known, [link.id]: absolute(link.url) }));
      await queryClient.invalidateQueries({ queryKey: key });
      setNotice(copy.created);
    },
  });
  const end = useMutation({
    mutationFn: (linkId: PreviewLink["id"]) => revisionsApi.endPreviewLink(target, linkId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      setNotice(copy.ended);
    },
  });
  const headingId = `${fieldId}-heading`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    create.mutate(Number(hours) || DEFAULT_PREVIEW_HOURS);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-lg font-bold text-brand-900">
        {title ?? copy.title}
      </h3>
      <p className="text-sm text-muted">{copy.intro}</p>
      <form onSubmit={submit} aria-labelledby={headingId} className="flex flex-wrap items-end gap-3">
        <TextField
          id={fieldId}
          label={copy.hours}
          hint={copy.hoursHint}
          type="number"
          min={1}
          max={MAX_PREVIEW_HOURS}
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          className="w-40"
        />
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? copy.creating : copy.create}
        </Button>
      </form>
      <FormMessage kind="success">{notice}</FormMessage>
      <FormMessage kind="error">
        {create.isError
          ? errorMessage(create.error, copy.createFailed)
          : end.isError
            ? errorMessage(end.error, copy.endFailed)
            : null}
      </FormMessage>
      {links.isPending && <p className="text-sm text-muted">{copy.loading}</p>}
      {links.isError && <FormMessage kind="error">{errorMessage(links.error, copy.loadFailed)}</FormMessage>}
      {links.data && links.data.length === 0 && <p className="text-sm">{copy.none}</p>}
      {links.data && links.data.length > 0 && (
        <ul aria-label={copy.caption} className="divide-y divide-line rounded-lg border border-line bg-white">
          {links.data.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              url={made[link.id]}
              copy={copy}
              ending={end.isPending && end.variables === link.id}
              onEnd={() => end.mutate(link.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

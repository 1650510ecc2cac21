import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { GIFT_CHANNELS, type GiftEntry, PROGRAMMES, type SpendingEntry } from "../../../../shared/books.ts";
import { fillIn } from "../../../../shared/fill-in.ts";
import { formatKsh } from "../../../../shared/format-money.ts";
import type { openBooksCopy } from "../../../content/admin-open-books.ts";
import { ApiError, uploadFile } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { SelectField, TextField } from "../form-kit/fields.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { EntryForm } from "./entry-form.tsx";
import { openBooksApi, openBooksKeys } from "./open-books-api.ts";

type Copy = typeof openBooksCopy;
type Correcting = { kind: "gift"; entry: GiftEntry } | { kind: "spending"; entry: SpendingEntry } | null;

const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "").trim();
/** A typed number as the API wants it; anything else goes as typed, for the server to name. */
const number = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : text || null);

/**
 * For the Finance officer (and Administrators): record gifts received outside
 * M-Pesa, spending per programme and year, and each year's audited statement,
 * for the public transparency page; see every entry, and correct one by a new entry.
 */
export function OpenBooksScreen({ copy, retryLabel, thisYear }: { copy: Copy; retryLabel: string; thisYear: number }) {
  const entries = useQuery({ queryKey: openBooksKeys.entries, queryFn: ({ signal }) => openBooksApi.entries(signal) });
  const [correcting, setCorrecting] = useState<Correcting>(null);
  const gift = correcting?.kind === "gift" ? correcting.entry : null;
  const spent = correcting?.kind === "spending" ? correcting.entry : null;
  const correctionNote = (id: number) => (
    <div className="flex flex-wrap items-center gap-3 text-sm font-semibold text-accent-700">
      {fillIn(copy.correcting, { id })}
      <Button size="sm" variant="outline" onClick={() => setCorrecting(null)}>
        {copy.cancelCorrection}
      </Button>
    </div>
  );
  const programmes = PROGRAMMES.map((p) => [p, copy.programmes[p]] as const);
  return (
    <DashboardSection id="open-books" title={copy.title}>
      <p className="max-w-3xl text-muted">
        {copy.intro}{" "}
        <a href="/transparency" className="font-semibold text-brand-700 underline">
          {copy.viewPage}
        </a>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <EntryForm
          fieldsKey={`gift-${gift?.id ?? "new"}`}
          title={copy.gift.title}
          submitLabel={copy.gift.submit}
          savedLabel={copy.gift.saved}
          failedLabel={copy.failed}
          onSaved={() => setCorrecting(null)}
          send={(form) =>
            openBooksApi.record("gifts", {
              amount: number(field(form, "amount")),
              received_on: field(form, "received_on"),
              channel: field(form, "channel"),
              note: field(form, "note") || null,
              ...(gift && { corrects: gift.corrects ?? gift.id }),
            })
          }
        >
          {(errors) => (
            <>
              {gift && correctionNote(gift.corrects ?? gift.id)}
              <TextField
                id="gift-amount"
                name="amount"
                label={copy.gift.amount}
                hint={copy.gift.amountHint}
                inputMode="numeric"
                defaultValue={gift?.amount}
                error={errors.amount ?? errors.corrects}
              />
              <TextField
                id="gift-day"
                name="received_on"
                type="date"
                label={copy.gift.receivedOn}
                defaultValue={gift?.received_on}
                error={errors.received_on}
              />
              <SelectField
                id="gift-channel"
                name="channel"
                label={copy.gift.channel}
                defaultValue={gift?.channel}
                options={GIFT_CHANNELS.map((c) => [c, copy.gift.channels[c]] as const)}
                error={errors.channel}
              />
              <TextField
                id="gift-note"
                name="note"
                label={copy.gift.note}
                defaultValue={gift?.note ?? ""}
                maxLength={300}
                error={errors.note}
              />
            </>
          )}
        </EntryForm>
        <EntryForm
          fieldsKey={`spending-${spent?.id ?? "new"}`}
          title={copy.spending.title}
          submitLabel={copy.spending.submit}
          savedLabel={copy.spending.saved}
          failedLabel={copy.failed}
          onSaved={() => setCorrecting(null)}
          send={(form) =>
            openBooksApi.record("spending", {
              year: number(field(form, "year")),
              programme: field(form, "programme"),
              amount: number(field(form, "amount")),
              note: field(form, "note") || null,
              ...(spent && { corrects: spent.corrects ?? spent.id }),
            })
          }
        >
          {(errors) => (
            <>
              {spent && correctionNote(spent.corrects ?? spent.id)}
              <TextField
                id="spending-year"
                name="year"
                label={copy.spending.year}
                inputMode="numeric"
                defaultValue={spent?.year ?? thisYear}
                error={errors.year}
              />
              <SelectField
                id="spending-programme"
                name="programme"
                label={copy.spending.programme}
                defaultValue={spent?.programme}
                options={programmes}
                error={errors.programme}
              />
              <TextField
                id="spending-amount"
                name="amount"
                label={copy.spending.amount}
                inputMode="numeric"
                defaultValue={spent?.amount}
                error={errors.amount ?? errors.corrects}
              />
              <TextField
                id="spending-note"
                name="note"
                label={copy.spending.note}
                defaultValue={spent?.note ?? ""}
                maxLength={300}
                error={errors.note}
              />
            </>
          )}
        </EntryForm>
        <EntryForm
          title={copy.statement.title}
          submitLabel={copy.statement.submit}
          savedLabel={copy.statement.saved}
          failedLabel={copy.failed}
          send={async (form) => {
            const file = new FormData(form).get("file");
            if (!(file instanceof File) || !/\.pdf$/i.test(file.name))
              throw new ApiError(copy.statement.notPdf, 400, { url: copy.statement.notPdf });
            const { url } = await uploadFile(file);
            return openBooksApi.record("statements", { year: number(field(form, "year")), url });
          }}
        >
          {(errors) => (
            <>
              <TextField
                id="statement-year"
                name="year"
                label={copy.statement.year}
                inputMode="numeric"
                defaultValue={thisYear - 1}
                error={errors.year}
              />
              <TextField
                id="statement-file"
                name="file"
                type="file"
                accept="application/pdf,.pdf"
                label={copy.statement.file}
                error={errors.url}
              />
            </>
          )}
        </EntryForm>
      </div>
      {entries.isError ? (
        <LoadFailed
          message={errorMessage(entries.error, copy.loadFailed)}
          retryLabel={retryLabel}
          onRetry={() => void entries.refetch()}
        />
      ) : !entries.data ? (
        <p className="text-muted">{copy.loading}</p>
      ) : (
        <div className="grid gap-6">
          <EntryTable
            title={copy.giftsTitle}
            copy={copy}
            rows={entries.data.gifts.map((g) => ({
              ...g,
              when: g.received_on,
              what: copy.gift.channels[g.channel],
              onCorrect: () => setCorrecting({ kind: "gift", entry: g }),
            }))}
          />
          <EntryTable
            title={copy.spendingTitle}
            copy={copy}
            rows={entries.data.spending.map((s) => ({
              ...s,
              when: String(s.year),
              what: copy.programmes[s.programme],
              onCorrect: () => setCorrecting({ kind: "spending", entry: s }),
            }))}
          />
        </div>
      )}
    </DashboardSection>
  );
}

type Row = {
  id: number;
  when: string;
  what: string;
  amount: number;
  note: string | null;
  corrects: number | null;
  superseded: boolean;
  onCorrect: () => void;
};

/** Every entry, newest first, with whether it counts and a button to correct it. */
function EntryTable({ title, rows, copy }: { title: string; rows: Row[]; copy: Copy }) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="p-4 text-left font-semibold">{title}</caption>
        <thead className="bg-paper">
          <tr>
            <th className="px-3 py-2">{copy.columns.entry}</th>
            <th className="px-3 py-2">{copy.columns.date}</th>
            <th className="px-3 py-2">{copy.columns.what}</th>
            <th className="px-3 py-2 text-right">{copy.columns.amount}</th>
            <th className="px-3 py-2">{copy.columns.state}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{copy.correct}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="px-3 py-3 text-muted">
                {copy.none}
              </td>
            </tr>
          )}
          {[...rows].reverse().map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              <td className="px-3 py-2 tabular-nums">{row.id}</td>
              <td className="whitespace-nowrap px-3 py-2">{row.when}</td>
              <td className="px-3 py-2">
                {row.what}
                {row.corrects !== null && (
                  <span className="block text-xs text-muted">{fillIn(copy.correctsEntry, { id: row.corrects })}</span>
                )}
                {row.note && <span className="block text-xs text-muted">{row.note}</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatKsh(row.amount)}</td>
              <td className="px-3 py-2">
                <Badge tone={row.superseded ? "grey" : "brand"}>{row.superseded ? copy.replaced : copy.counts}</Badge>
              </td>
              <td className="px-3 py-2">
                {!row.superseded && (
                  <Button size="sm" variant="outline" onClick={row.onCorrect} aria-label={`${copy.correct} ${row.id}`}>
                    {copy.correct}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

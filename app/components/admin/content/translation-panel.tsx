import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { PhotoTexts } from "../../../../shared/collections/photo-texts.ts";
import type { TranslatableFieldInfo } from "../../../../shared/collections/translatable.ts";
import type { ContentKind } from "../../../../shared/translation-schema.ts";
import type { adminCopy } from "../../../content/admin.ts";
import type { AdminTranslationsCopy } from "../../../content/admin-translations.ts";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { ContentEditor } from "../editor/content-editor.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextArea, TextField } from "../form-kit/fields.tsx";
import { PhotoTextsFields, photoSetsSummary } from "./photo-texts-fields.tsx";

type Stored = { locale: "sw"; fields: Record<string, unknown> };

const asText = (value: unknown): string =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";

/** The Kiswahili version as the API keeps it, or null when there is none yet. */
async function readVersion(path: string, signal: AbortSignal): Promise<Stored | null> {
  try {
    return await apiFetch<Stored>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * An item's Kiswahili version beside its English one (docs/product.md,
 * "Translated content"), the same for news, publications and every collection:
 * the English text on the left, the Kiswahili fields on the right. Save calls
 * PUT /api/{kind}/{id}/translations/sw, Remove (after a confirm) DELETE.
 */
export function TranslationPanel({
  kind,
  item,
  fields,
  refresh,
  copy,
  admin,
}: {
  kind: ContentKind;
  item: { id: number } & Record<string, unknown>;
  fields: readonly TranslatableFieldInfo[];
  /** the list to read again once the version changed (its badge) */
  refresh: QueryKey;
  copy: AdminTranslationsCopy;
  admin: Pick<typeof adminCopy, "editor" | "upload">;
}) {
  const id = useId();
  const path = `/api/${kind}/${item.id}/translations/sw`;
  const queryClient = useQueryClient();
  // The list says which versions exist (`translations`, from `?locale=`): an item without one is not
  // asked for it, so no 404 is requested (and none logged in the browser's console).
  const known = Array.isArray(item.translations) ? (item.translations as string[]) : null;
  const version = useQuery({
    queryKey: ["translation", kind, item.id, known?.includes("sw") ?? null],
    queryFn: ({ signal }) => (known && !known.includes("sw") ? Promise.resolve(null) : readVersion(path, signal)),
  });
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const stored = version.data?.fields ?? {};
  const current =
    values ??
    Object.fromEntries(
      fields.map((f) => [f.name, f.input === "photo-texts" ? (stored[f.name] ?? {}) : asText(stored[f.name])]),
    );
  const title = asText(item[fields[0]?.name ?? "title"]);

  async function settled(text: string) {
    setMessage({ kind: "success", text });
    setValues(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["translation", kind, item.id] }),
      queryClient.invalidateQueries({ queryKey: refresh }),
    ]);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await apiFetch(path, { method: "PUT", body: current });
      await settled(copy.saved);
    } catch (error) {
      if (error instanceof ApiError && error.details) setErrors(error.details);
      setMessage({ kind: "error", text: errorMessage(error, copy.saveFailed) });
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    setMessage(null);
    try {
      await apiFetch(path, { method: "DELETE" });
      setConfirming(false);
      await settled(copy.removed);
    } catch (error) {
      setConfirming(false);
      setMessage({ kind: "error", text: errorMessage(error, copy.removeFailed) });
    } finally {
      setPending(false);
    }
  }

  const change = (name: string, value: unknown) => setValues({ ...current, [name]: value });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 border-t border-line p-4">
      <h3 id={`${id}-title`} className="font-display text-lg font-bold">
        {copy.title}
      </h3>
      <p className="text-sm text-muted">{copy.intro}</p>
      {version.isPending && <p className="text-muted">{copy.loading}</p>}
      {version.isError && <FormMessage kind="error">{errorMessage(version.error, copy.loadFailed)}</FormMessage>}
      {version.isSuccess && (
        <form onSubmit={save} noValidate aria-label={`${copy.title}: ${title}`} className="space-y-4">
          {version.data === null && <p className="text-sm font-semibold">{copy.none}</p>}
          <div className="grid gap-6 lg:grid-cols-2">
            <div lang="en" className="space-y-4">
              <h4 className="text-sm font-bold uppercase tracking-wider text-muted">{copy.english}</h4>
              {fields.map((field) => {
                const english =
                  field.input === "photo-texts" ? photoSetsSummary(item[field.name], copy) : asText(item[field.name]);
                return (
                  <div key={field.name}>
                    <p className="text-sm font-semibold">{field.label}</p>
                    {field.input === "rich-text" && english ? (
                      <div
                        className="mt-1 max-h-96 overflow-y-auto text-ink [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
                        // The article's text as stored: sanitised by the server when it was saved.
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML
                        dangerouslySetInnerHTML={{ __html: english }}
                      />
                    ) : (
                      <p className="mt-1 whitespace-pre-line text-ink">{english || copy.empty}</p>
                    )}
                  </div>
                );
              })}
            </div>
            <div lang="sw" className="space-y-4">
              <h4 className="text-sm font-bold uppercase tracking-wider text-muted">{copy.kiswahili}</h4>
              {fields.map((field) => {
                const fieldId = `${id}-${field.name}`;
                const common = {
                  id: fieldId,
                  label: field.label,
                  required: field.required,
                  error: errors[field.name],
                  value: asText(current[field.name]),
                };
                if (field.input === "photo-texts")
                  return (
                    <fieldset key={field.name} className="min-w-0 space-y-2">
                      <legend className="text-sm font-semibold">{field.label}</legend>
                      <PhotoTextsFields
                        id={fieldId}
                        sets={item[field.name]}
                        value={(current[field.name] ?? {}) as PhotoTexts}
                        onChange={(next) => change(field.name, next)}
                        error={errors[field.name]}
                        copy={copy}
                      />
                    </fieldset>
                  );
                if (field.input === "rich-text")
                  return (
                    <ContentEditor
                      key={field.name}
                      id={fieldId}
                      label={field.label}
                      value={asText(current[field.name])}
                      onChange={(html) => change(field.name, html)}
                      copy={admin.editor}
                      uploadFailed={admin.upload.failed}
                    />
                  );
                if (field.input === "text")
                  return (
                    <TextField key={field.name} {...common} onChange={(e) => change(field.name, e.target.value)} />
                  );
                return (
                  <TextArea
                    key={field.name}
                    {...common}
                    rows={field.input === "tags" ? 3 : 4}
                    hint={field.input === "tags" ? copy.tagsHint : undefined}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                );
              })}
            </div>
          </div>
          {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? copy.saving : copy.save}
            </Button>
            {version.data !== null && (
              <Button variant="outline" disabled={pending} onClick={() => setConfirming(true)}>
                {copy.remove}
              </Button>
            )}
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={copy.confirmRemoveTitle}
        confirmLabel={pending ? copy.removing : copy.remove}
        cancelLabel={copy.cancel}
        busy={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {copy.confirmRemoveBody(title)}
      </ConfirmDialog>
    </section>
  );
}

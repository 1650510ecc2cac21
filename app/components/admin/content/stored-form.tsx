import { createSchema, updateSchema } from "../../../../shared/collections/stored.ts";
import { isoToEatInput } from "../../../../shared/east-africa-time.ts";
import { slugify } from "../../../../shared/slug.ts";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { PublishAtField, type PublishChoice, publishedAtFor } from "../form-kit/publish-at-field.tsx";
import { collectionApi } from "./collection-api.ts";
import type { CollectionFieldCopy } from "./collection-field.tsx";
import { type FormValues, payloadOf, valuesOf } from "./collection-values.ts";
import { DefinitionFields } from "./definition-fields.tsx";
import type { StoredKind } from "./stored-kinds.tsx";

/** A news or publication form's draft: the field values as typed, when it goes live, the version it opened. */
export type StoredDraft = { publish: PublishChoice; values: FormValues; version?: number | undefined };
type Item = Record<string, unknown> & { id: number; published_at: string | null; version?: number };
type Update = (patch: Partial<StoredDraft> | ((current: StoredDraft) => Partial<StoredDraft>)) => void;

/** Where a form's draft is kept while typing (a row whose edit was interrupted reopens with it). */
export const storedDraftKey = (name: string, id?: number) =>
  id === undefined ? `${name}-entry-new` : `${name}-entry-${id}`;

/** The API's rules, built once per kind (labels differ by language, rules do not). */
const rules = new Map<string, ReturnType<typeof createSchema> | ReturnType<typeof updateSchema>>();
function rulesOf(kind: StoredKind, use: "create" | "update") {
  const key = `${kind.name}-${use}`;
  let schema = rules.get(key);
  if (!schema) {
    schema = use === "create" ? createSchema(kind.definition) : updateSchema(kind.definition);
    rules.set(key, schema);
  }
  return schema;
}

/**
 * The create or edit options of a news item or publication, from its definition:
 * the draft, the payload (staff who may only save drafts keep them drafts; an
 * edit sends the slug made from the title), the same rules as the API, the call.
 */
export function storedFormOptions(kind: StoredKind, item: Item | undefined, canPublish: boolean) {
  const { definition, name } = kind;
  const keep: PublishChoice = { mode: item ? "keep" : "draft", at: "" };
  return {
    draftKey: storedDraftKey(name, item?.id),
    initial: {
      publish: {
        mode: item ? (item.published_at ? "keep" : "draft") : "now",
        at: isoToEatInput(item?.published_at ?? null),
      },
      values: valuesOf(definition, item ?? {}),
      ...(typeof item?.version === "number" && { version: item.version }),
    } satisfies StoredDraft as StoredDraft,
    toInput: (draft: StoredDraft) => ({
      ...payloadOf(definition, draft.values, item ? slugify : undefined),
      published_at: publishedAtFor(canPublish ? draft.publish : keep, item?.published_at ?? null),
    }),
    schema: rulesOf(kind, item ? "update" : "create"),
    send: (input: Record<string, unknown>) =>
      item ? collectionApi.update(name, item.id, input) : collectionApi.create(name, input),
    refresh: kind.queryKey,
  };
}

/** The fields of a news item or publication, then when it goes live (or, for an Author, that it stays a draft). */
export function StoredFields({
  kind,
  draft,
  onChange,
  errors,
  item,
  canPublish,
  copy,
}: {
  kind: StoredKind;
  draft: StoredDraft;
  onChange: Update;
  errors: FieldErrors;
  item?: Item | undefined;
  canPublish: boolean;
  copy: CollectionFieldCopy & { publishing: typeof adminCopy.publishing };
}) {
  const { definition, stored } = { definition: kind.definition, stored: kind.definition.stored };
  const title = String(draft.values[definition.titleField] ?? "");
  // Editing an item whose old addresses keep working: say where it will live.
  const address =
    item && stored?.slugHistory && slugify(title)
      ? `${kind.copy.address}: ${stored.address(slugify(title))}`
      : undefined;
  const fields = address
    ? {
        ...definition,
        fields: {
          ...definition.fields,
          [definition.titleField]: { ...definition.fields[definition.titleField]!, hint: address },
        },
      }
    : definition;
  const setValue = (field: string, value: unknown) =>
    onChange((current) => ({ values: { ...current.values, [field]: value } }));
  return (
    <div className="grid gap-4">
      <DefinitionFields
        definition={fields}
        values={draft.values}
        errors={errors}
        onValue={setValue}
        onFile={
          kind.fromFile &&
          (async (_field, file) => {
            const fill = await kind.fromFile!(file);
            onChange((current) => ({ values: { ...current.values, ...fill(current.values) } }));
          })
        }
        copy={copy}
      />
      {canPublish ? (
        <PublishAtField
          value={draft.publish}
          allowKeep={item !== undefined && item.published_at !== null}
          error={errors.published_at}
          onChange={(publish) => onChange({ publish })}
          copy={copy.publishing}
        />
      ) : (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">{kind.copy.draftOnly}</p>
      )}
    </div>
  );
}

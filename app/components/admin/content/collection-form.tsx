import type { CollectionDefinition, CollectionItem } from "../../../../shared/collections/define.ts";
import { itemSchema } from "../../../../shared/collections/define.ts";
import type { CollectionName, PhotoSet } from "../../../../shared/collections/index.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { type PhotoSetsCopy, PhotoSetsEditor } from "../editor/photo-sets-editor.tsx";
import { FormMessage } from "../form-kit/fields.tsx";
import { PublishAtField, type PublishChoice, publishedAtFor } from "../form-kit/publish-at-field.tsx";
import { useEntityForm } from "../form-kit/use-entity-form.ts";
import { ConflictPanel } from "../revisions/conflict-panel.tsx";
import type { Reload } from "../revisions/item-editor.tsx";
import { collectionApi, collectionKey } from "./collection-api.ts";
import type { CollectionFieldCopy } from "./collection-field.tsx";
import { type FormValues, payloadOf, valuesOf } from "./collection-values.ts";
import { DefinitionFields } from "./definition-fields.tsx";

export type CollectionFormCopy = CollectionFieldCopy & {
  create: string;
  creating: string;
  save: string;
  saving: string;
  cancel: string;
  createFailed: string;
  saveFailed: string;
  fixFields: string;
  photos: PhotoSetsCopy;
  publishing: typeof adminCopy.publishing;
  revisions: typeof adminCopy.revisions;
};

/** The form as typed, when it goes live, and (editing) the version it opened. */
type Draft = { publish: PublishChoice; values: FormValues; version?: number | undefined };

/**
 * The create or edit form of any collection, built from its definition: one
 * control per field (labels and input kinds from the definition), checked with
 * the same rules as the server, then sent; a 400 shows each field's reason.
 */
export function CollectionForm({
  name,
  definition,
  item,
  addAtTop = false,
  copy,
  onDone,
  onReload,
}: {
  name: CollectionName;
  definition: CollectionDefinition;
  item?: CollectionItem;
  /** a new item goes first in the collection's order instead of last */
  addAtTop?: boolean;
  copy: CollectionFormCopy;
  onDone: (saved: boolean) => void;
  /** editing: loads their version after an edit conflict (docs/product.md, "Revisions and edit conflicts") */
  onReload?: Reload;
}) {
  const editing = item !== undefined;
  const form = useEntityForm({
    draftKey: editing ? `${name}-edit-${item.id}` : `${name}-create`,
    initial: {
      publish: { mode: editing ? (item.published_at ? "keep" : "draft") : "now", at: "" },
      values: valuesOf(definition, item ?? {}),
      ...(typeof item?.version === "number" && { version: item.version }),
    } satisfies Draft as Draft,
    toInput: (draft: Draft) => ({
      ...payloadOf(definition, draft.values),
      published_at: publishedAtFor(draft.publish, item?.published_at ?? null),
    }),
    schema: itemSchema(definition),
    send: (input) =>
      editing
        ? collectionApi.update(name, item.id, input)
        : collectionApi.create(name, addAtTop ? { ...input, to: "top" } : input),
    refresh: collectionKey(name),
    failedMessage: editing ? copy.saveFailed : copy.createFailed,
    timeRequired: copy.publishing.timeRequired,
    onSaved: () => onDone(true),
  });
  const { values } = form.draft;
  const setValue = (field: string, value: unknown) =>
    form.update((current) => ({ values: { ...current.values, [field]: value } }));
  const hasSets = Object.values(definition.fields).some((f) => f.input === "photo-sets");
  const errorCount = Object.keys(form.errors).length;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={
        editing ? `${copy.save}: ${String(item[definition.titleField])}` : `${copy.create}: ${definition.singular}`
      }
      className="space-y-4 p-4"
    >
      {errorCount > 0 && <FormMessage kind="error">{copy.fixFields}</FormMessage>}
      <DefinitionFields
        definition={definition}
        values={values}
        errors={form.errors}
        onValue={setValue}
        skip={(field) => hasSets && field === "cover_url"}
        copy={copy}
      />
      {Object.entries(definition.fields)
        .filter(([, spec]) => spec.input === "photo-sets")
        .map(([field]) => (
          <PhotoSetsEditor
            key={field}
            sets={values[field] as PhotoSet[]}
            update={(change) =>
              form.update((current) => ({
                values: { ...current.values, [field]: change(current.values[field] as PhotoSet[]) },
              }))
            }
            cover={String(values.cover_url ?? "")}
            onCover={(url) => setValue("cover_url", url)}
            errors={form.errors}
            copy={copy.photos}
          />
        ))}
      <PublishAtField
        value={form.draft.publish}
        onChange={(publish) => form.update({ publish })}
        allowKeep={editing && item.published_at !== null}
        error={form.errors.published_at}
        copy={copy.publishing}
      />
      {form.conflict && editing && (
        <ConflictPanel
          definition={definition}
          current={form.conflict.current}
          mine={form.conflict.mine}
          storedPublishedAt={item.published_at ?? null}
          copy={copy.revisions}
          pending={form.pending}
          onKeepMine={form.keepMine}
          onTakeTheirs={(mine) => form.conflict && onReload?.(form.conflict.current, mine)}
        />
      )}
      <FormMessage kind="error">{form.failure}</FormMessage>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.pending}>
          {editing ? (form.pending ? copy.saving : copy.save) : form.pending ? copy.creating : copy.create}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone(false);
          }}
        >
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

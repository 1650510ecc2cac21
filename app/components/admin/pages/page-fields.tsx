import type { Locale } from "../../../../shared/locales.ts";
import type { PageField, PageLeaf } from "../../../../shared/pages/page-contract.ts";
import { Button } from "../../ui/button.tsx";
import { Badge } from "../../ui/card.tsx";
import { altKeyOf } from "./page-checks.ts";
import { emptyEntry, flagged, moved, pathKey, valueAt } from "./page-edits.ts";
import { type LeafCopy, PageLeafInput } from "./page-leaf.tsx";

type Path = (string | number)[];

/** One language's side of the form: what it shows, its errors by path, and its Kiswahili flags. */
export type PageSide = {
  locale: Locale;
  copy: Record<string, unknown>;
  errors: Record<string, string>;
  missing: readonly string[];
  outdated: readonly string[];
};

type TreeProps = {
  /** the form's id prefix */
  id: string;
  sides: readonly [PageSide, PageSide];
  onChange: (locale: Locale, path: Path, value: unknown) => void;
  /** a label in the staff member's language */
  say: (label: string) => string;
  copy: LeafCopy;
};

const fieldsetClass = "min-w-0 space-y-4 rounded-card border border-line bg-white p-3 sm:p-5";
const legendClass = "mb-0 px-1 font-display text-lg font-bold text-brand-900";
const entryClass = "min-w-0 space-y-3 rounded-lg border border-line bg-paper p-2 sm:p-4";

/**
 * A page's fields as the page shows them: groups are fieldsets with their legend,
 * lists hold entries that can be added, removed and moved, and every leaf shows its
 * English and its Kiswahili side by side (stacked on a phone).
 */
export function PageFields({ fields, ...props }: TreeProps & { fields: Record<string, PageField> }) {
  return (
    <div className="space-y-5">
      {Object.entries(fields).map(([key, field]) => (
        <PageFieldNode key={key} field={field} path={[key]} siblings={fields} {...props} />
      ))}
    </div>
  );
}

function PageFieldNode({
  field,
  path,
  siblings,
  label,
  ...props
}: TreeProps & { field: PageField; path: Path; siblings: Record<string, PageField>; label?: string }) {
  const shown = label ?? props.say(field.label);
  if (field.type === "group")
    return (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{shown}</legend>
        {Object.entries(field.fields).map(([key, inner]) => (
          <PageFieldNode key={key} field={inner} path={[...path, key]} siblings={field.fields} {...props} />
        ))}
      </fieldset>
    );
  if (field.type === "list") return <PageList field={field} path={path} label={shown} {...props} />;
  return <LeafRow field={field} path={path} siblings={siblings} label={shown} {...props} />;
}

/** A leaf's two inputs; an image's alt text becomes required once the image is set. */
function LeafRow({
  field,
  path,
  siblings,
  label,
  id,
  sides,
  onChange,
  copy,
}: TreeProps & { field: PageLeaf; path: Path; siblings: Record<string, PageField>; label: string }) {
  const key = pathKey(path);
  const last = String(path[path.length - 1]);
  const image = Object.keys(siblings).find(
    (name) => siblings[name]?.type === "image" && altKeyOf(siblings, name) === last,
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sides.map((side) => {
        const note =
          side.locale !== "sw" ? null : flagged(side.missing, path) ? (
            <Badge tone="accent">{copy.pages.swMissing}</Badge>
          ) : flagged(side.outdated, path) ? (
            <Badge tone="gold">{copy.pages.swOutdated}</Badge>
          ) : null;
        const imageSet = image !== undefined && Boolean(valueAt(side.copy, [...path.slice(0, -1), image]));
        return (
          <PageLeafInput
            key={side.locale}
            id={`${id}-${side.locale}-${key.replaceAll(".", "-")}`}
            field={field}
            label={side.locale === "en" ? copy.pages.inEnglish(label) : copy.pages.inKiswahili(label)}
            locale={side.locale}
            value={valueAt(side.copy, path)}
            onChange={(value) => onChange(side.locale, path, value)}
            error={side.errors[key]}
            note={note}
            required={imageSet}
            copy={copy}
          />
        );
      })}
    </div>
  );
}

/**
 * A list's entries, English and Kiswahili together: adding, removing and moving an
 * entry does it in both languages, so entry n is the same thing in each. Its min
 * and max bound the buttons.
 */
function PageList({
  field,
  path,
  label,
  ...props
}: TreeProps & { field: Extract<PageField, { type: "list" }>; path: Path; label: string }) {
  const { sides, onChange, copy } = props;
  const lists = sides.map((side) => {
    const value = valueAt(side.copy, path);
    return Array.isArray(value) ? (value as unknown[]) : [];
  });
  const count = Math.max(...lists.map((list) => list.length));
  const change = (next: (list: unknown[]) => unknown[]) =>
    sides.forEach((side, index) => {
      onChange(side.locale, path, next(lists[index] ?? []));
    });
  const itemLabel = props.say(field.item.label);
  const error = sides.map((side) => side.errors[pathKey(path)]).find(Boolean);
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{label}</legend>
      <p className="text-sm text-muted">{copy.pages.entries(count, field.min, field.max)}</p>
      {error && <p className="text-sm font-semibold text-accent-700">{error}</p>}
      {Array.from({ length: count }, (_, index) => (
        <PageEntry
          key={pathKey([...path, index])}
          item={field.item}
          path={[...path, index]}
          entry={copy.pages.entry(itemLabel, index + 1)}
          buttons={{
            first: index === 0,
            last: index === count - 1,
            removable: count > field.min,
            onMove: (by) => change((list) => moved(list, index, by)),
            onRemove: () => change((list) => list.filter((_, at) => at !== index)),
          }}
          {...props}
        />
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={count >= field.max}
        onClick={() =>
          change((list) => [...list, ...Array.from({ length: count + 1 - list.length }, () => emptyEntry(field.item))])
        }
      >
        {copy.pages.add(itemLabel)}
      </Button>
    </fieldset>
  );
}

type EntryMoves = {
  first: boolean;
  last: boolean;
  removable: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One entry of a list: a group is one fieldset named after its place; a single leaf, its row. */
function PageEntry({
  item,
  path,
  entry,
  buttons,
  ...props
}: TreeProps & { item: PageField; path: Path; entry: string; buttons: EntryMoves }) {
  const moves = <EntryButtons entry={entry} copy={props.copy.pages} {...buttons} />;
  if (item.type !== "group")
    return (
      <div className={entryClass}>
        <PageFieldNode field={item} path={path} siblings={{}} label={entry} {...props} />
        {moves}
      </div>
    );
  return (
    <fieldset className={entryClass}>
      <legend className="mb-0 px-1 font-semibold text-brand-900">{entry}</legend>
      {Object.entries(item.fields).map(([key, inner]) => (
        <PageFieldNode key={key} field={inner} path={[...path, key]} siblings={item.fields} {...props} />
      ))}
      {moves}
    </fieldset>
  );
}

/** An entry's Move up, Move down and Remove, named after the entry for screen readers. */
function EntryButtons({
  entry,
  first,
  last,
  removable,
  onMove,
  onRemove,
  copy,
}: EntryMoves & { entry: string; copy: LeafCopy["pages"] }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={copy.moveUpLabel(entry)}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        {copy.moveUp}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={copy.moveDownLabel(entry)}
        disabled={last}
        onClick={() => onMove(1)}
      >
        {copy.moveDown}
      </Button>
      <Button size="sm" variant="ghost" aria-label={copy.removeLabel(entry)} disabled={!removable} onClick={onRemove}>
        {copy.remove}
      </Button>
    </div>
  );
}

import { type DragEvent, useId, useState } from "react";
import type { Photo, PhotoSet } from "../../../../shared/collections/index.ts";
import { Picture } from "../../cards/card-image.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FieldError, TextField } from "../form-kit/fields.tsx";
import { usePhotoUploads } from "./photo-uploads.ts";

export type PhotoSetsCopy = {
  legend: string;
  addSet: string;
  setName: string;
  newSetName: (n: number) => string;
  removeSet: (name: string) => string;
  drop: string;
  choose: string;
  uploading: (name: string) => string;
  failed: (name: string, reason: string) => string;
  alt: string;
  altHint: string;
  caption: string;
  makeCover: string;
  isCover: string;
  earlier: (n: number) => string;
  later: (n: number) => string;
  remove: (n: number) => string;
  photo: (n: number) => string;
  count: (n: number) => string;
  uploadFailed: string;
  progress: string;
};

function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * An album's sets (days) of photos: many photos uploaded at once (chosen or
 * dropped) each with its own progress bar, then ordered, described (alt text
 * required, caption optional) and one picked as the cover.
 */
export function PhotoSetsEditor({
  sets,
  update,
  cover,
  onCover,
  errors,
  copy,
}: {
  sets: PhotoSet[];
  /** changes the sets from their latest value (uploads finish while staff keep typing) */
  update: (change: (latest: PhotoSet[]) => PhotoSet[]) => void;
  cover: string;
  onCover: (url: string) => void;
  /** field errors by path, e.g. "sets.0.photos.2.alt" */
  errors: Record<string, string>;
  copy: PhotoSetsCopy;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [dragging, setDragging] = useState(false);
  const uploads = usePhotoUploads(copy.uploadFailed);
  const onChange = (next: PhotoSet[]) => update(() => next);
  const current = Math.min(active, Math.max(sets.length - 1, 0));
  const set = sets[current];

  const changeSet = (index: number, next: PhotoSet) => onChange(sets.map((s, i) => (i === index ? next : s)));
  const changePhoto = (index: number, change: Partial<Photo>) =>
    set && changeSet(current, { ...set, photos: set.photos.map((p, i) => (i === index ? { ...p, ...change } : p)) });

  function addFiles(list: FileList | null) {
    const files = [...(list ?? [])].filter((f) => f.type === "" || f.type.startsWith("image/"));
    if (files.length === 0) return;
    const target = current;
    if (sets.length === 0) onChange([{ name: copy.newSetName(1), photos: [] }]);
    void uploads.start(files, (done) => {
      const added = done.map(({ url }) => ({ url, alt: "", caption: "" }));
      update((latest) => latest.map((s, i) => (i === target ? { ...s, photos: [...s.photos, ...added] } : s)));
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  return (
    <fieldset className="space-y-4 rounded-card border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{copy.legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {sets.map((s, index) => (
          <button
            key={`${index}-${s.name}`}
            type="button"
            aria-pressed={index === current}
            onClick={() => setActive(index)}
            className={`min-h-10 rounded-full px-4 text-sm font-semibold ${
              index === current ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800"
            }`}
          >
            {s.name || copy.newSetName(index + 1)} ({s.photos.length})
          </button>
        ))}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onChange([...sets, { name: copy.newSetName(sets.length + 1), photos: [] }]);
            setActive(sets.length);
          }}
        >
          {copy.addSet}
        </Button>
      </div>
      {errors.sets && <FieldError id={`${id}-sets-error`} message={errors.sets} />}
      <div className="space-y-4">
        {set && (
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              id={`${id}-set-name`}
              label={copy.setName}
              value={set.name}
              required
              error={errors[`sets.${current}.name`]}
              onChange={(event) => changeSet(current, { ...set, name: event.target.value })}
              className="min-w-48 flex-1"
            />
            <Button
              size="sm"
              variant="ghost"
              className="text-accent-700"
              onClick={() => {
                onChange(sets.filter((_, i) => i !== current));
                setActive(Math.max(current - 1, 0));
              }}
            >
              {copy.removeSet(set.name)}
            </Button>
          </div>
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the "Choose photos" button inside does the same for everyone */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="photo-drop-zone"
          className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-6 text-center ${
            dragging ? "border-brand-600 bg-brand-50" : "border-line"
          }`}
        >
          <p className="text-sm text-muted">{copy.drop}</p>
          <label className={buttonClass("outline", "sm", "cursor-pointer")}>
            {copy.choose}
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
        </div>
        {uploads.pending.length > 0 && (
          <ul className="space-y-2" aria-label={copy.progress}>
            {uploads.pending.map((p) => (
              <li key={p.key} className="flex flex-wrap items-center gap-3 text-sm">
                {p.error ? (
                  <span role="alert" className="font-semibold text-accent-700">
                    {copy.failed(p.name, p.error)}
                  </span>
                ) : (
                  <>
                    <span className="min-w-0 flex-1 truncate">{copy.uploading(p.name)}</span>
                    <progress
                      className="h-2 w-40 accent-brand-700"
                      aria-label={copy.uploading(p.name)}
                      max={1}
                      value={p.progress}
                    />
                    <span>{Math.round(p.progress * 100)}%</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {set && <p className="text-sm text-muted">{copy.count(set.photos.length)}</p>}
        <ol className="grid gap-4 sm:grid-cols-2">
          {set?.photos.map((photo, index) => {
            const n = index + 1;
            const path = `sets.${current}.photos.${index}`;
            const isCover = cover === photo.url;
            return (
              <li key={`${photo.url}-${index}`} className="space-y-2 rounded-card border border-line bg-white p-3">
                <div className="flex items-start gap-3">
                  <div className="w-28 shrink-0 overflow-hidden rounded-lg">
                    <Picture name={photo.url} alt={copy.photo(n)} sizes="112px" className="aspect-[3/2]" />
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={copy.earlier(n)}
                      disabled={index === 0}
                      onClick={() => changeSet(current, { ...set, photos: moved(set.photos, index, index - 1) })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={copy.later(n)}
                      disabled={index === set.photos.length - 1}
                      onClick={() => changeSet(current, { ...set, photos: moved(set.photos, index, index + 1) })}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-accent-700"
                      aria-label={copy.remove(n)}
                      onClick={() => changeSet(current, { ...set, photos: set.photos.filter((_, i) => i !== index) })}
                    >
                      ×
                    </Button>
                  </div>
                </div>
                <TextField
                  id={`${id}-${current}-${index}-alt`}
                  label={`${copy.photo(n)}: ${copy.alt}`}
                  hint={index === 0 ? copy.altHint : undefined}
                  value={photo.alt}
                  required
                  error={errors[`${path}.alt`]}
                  onChange={(event) => changePhoto(index, { alt: event.target.value })}
                />
                <TextField
                  id={`${id}-${current}-${index}-caption`}
                  label={`${copy.photo(n)}: ${copy.caption}`}
                  value={photo.caption}
                  error={errors[`${path}.caption`]}
                  onChange={(event) => changePhoto(index, { caption: event.target.value })}
                />
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input
                    type="radio"
                    name={`${id}-cover`}
                    checked={isCover}
                    onChange={() => onCover(photo.url)}
                    className="size-4 accent-brand-700"
                  />
                  {isCover ? copy.isCover : copy.makeCover}
                  <span className="sr-only"> ({copy.photo(n)})</span>
                </label>
              </li>
            );
          })}
        </ol>
      </div>
    </fieldset>
  );
}

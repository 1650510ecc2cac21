import type { PhotoSet } from "../../../../shared/collections/index.ts";
import type { PhotoTexts } from "../../../../shared/collections/photo-texts.ts";
import type { AdminTranslationsCopy } from "../../../content/admin-translations.ts";
import { TextField } from "../form-kit/fields.tsx";

/** The English sets of an album as the version's column summarises them. */
export function photoSetsSummary(sets: unknown, copy: AdminTranslationsCopy): string {
  if (!Array.isArray(sets)) return "";
  const photos = (sets as PhotoSet[]).reduce((sum, set) => sum + set.photos.length, 0);
  return `${copy.sets.summary(sets.length, photos)}: ${(sets as PhotoSet[]).map((set) => set.name).join(", ")}`;
}

/**
 * An album's photo sets in Kiswahili (decision 0077): each set's name, and each
 * photo's alt text and caption, beside its English words as the placeholder; the
 * photos of a set fold away. What is left empty shows in English.
 */
export function PhotoTextsFields({
  id,
  sets,
  value,
  onChange,
  error,
  copy,
}: {
  id: string;
  sets: unknown;
  value: PhotoTexts;
  onChange: (next: PhotoTexts) => void;
  error?: string;
  copy: AdminTranslationsCopy;
}) {
  if (!Array.isArray(sets)) return null;
  const names = value.names ?? {};
  const photos = value.photos ?? {};
  const setName = (english: string, name: string) => onChange({ ...value, names: { ...names, [english]: name } });
  const setPhoto = (url: string, field: "alt" | "caption", text: string) =>
    onChange({ ...value, photos: { ...photos, [url]: { ...photos[url], [field]: text } } });
  return (
    <div className="space-y-4">
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {(sets as PhotoSet[]).map((set, s) => (
        <div key={set.name} className="space-y-2 rounded-xl border border-line p-3">
          <TextField
            id={`${id}-set-${s}`}
            label={copy.sets.setName(set.name)}
            placeholder={set.name}
            value={names[set.name] ?? ""}
            onChange={(event) => setName(set.name, event.target.value)}
          />
          <details>
            <summary className="cursor-pointer text-sm font-semibold">
              {copy.sets.photosOf(set.name, set.photos.length)}
            </summary>
            <ol className="mt-2 space-y-3">
              {set.photos.map((photo, p) => (
                <li key={photo.url} className="space-y-1">
                  <TextField
                    id={`${id}-set-${s}-alt-${p}`}
                    label={copy.sets.alt(p + 1)}
                    placeholder={photo.alt}
                    value={photos[photo.url]?.alt ?? ""}
                    onChange={(event) => setPhoto(photo.url, "alt", event.target.value)}
                  />
                  <TextField
                    id={`${id}-set-${s}-caption-${p}`}
                    label={copy.sets.caption(p + 1)}
                    placeholder={photo.caption || undefined}
                    value={photos[photo.url]?.caption ?? ""}
                    onChange={(event) => setPhoto(photo.url, "caption", event.target.value)}
                  />
                </li>
              ))}
            </ol>
          </details>
        </div>
      ))}
    </div>
  );
}

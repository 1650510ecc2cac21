import { useId, useState } from "react";
import type { Album } from "../../../shared/collections/index.ts";
import { DayTabs } from "./day-tabs.tsx";
import type { GalleryCopy } from "./gallery-copy.ts";
import { ImageGrid } from "./image-grid.tsx";

/**
 * One album's set (day) tabs and photo grid, starting at the set its address
 * names (`initialSet`). The parent keys it by album and set, so following
 * another album's or set's link starts again there.
 */
export function AlbumViewer({
  album,
  initialSet,
  setHref,
  copy,
  onOpenImage,
}: {
  album: Album;
  initialSet: number;
  setHref: (index: number) => string;
  copy: Pick<GalleryCopy, "tabsLabel" | "photoCount" | "openImage">;
  onOpenImage: (set: number, index: number) => void;
}) {
  const [day, setDay] = useState(initialSet);
  const id = useId();
  const current = album.sets[day] ?? album.sets[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-5">
      <DayTabs days={album.sets} active={day} onSelect={setDay} idPrefix={id} label={copy.tabsLabel} href={setHref} />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${day}`}>
        <p className="mb-3 text-sm text-muted">{copy.photoCount(current.photos.length)}</p>
        <ImageGrid images={current.photos} onOpen={(index) => onOpenImage(day, index)} openLabel={copy.openImage} />
      </div>
    </div>
  );
}

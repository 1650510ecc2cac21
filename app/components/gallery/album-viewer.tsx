import { useId, useState } from "react";
import { type GalleryEvent, galleryPage } from "../../content/gallery.ts";
import { DayTabs } from "./day-tabs.tsx";
import { ImageGrid } from "./image-grid.tsx";

/**
 * One album's day tabs and image grid. The parent keys it by album, so choosing
 * another album starts again at its first day (index 0).
 */
export function AlbumViewer({
  event,
  onOpenImage,
}: {
  event: GalleryEvent;
  onOpenImage: (day: number, index: number) => void;
}) {
  const [day, setDay] = useState(0);
  const id = useId();
  const current = event.days[day] ?? event.days[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-5">
      <DayTabs days={event.days} active={day} onSelect={setDay} idPrefix={id} />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${day}`}>
        <p className="mb-3 text-sm text-muted">{galleryPage.photoCount(current.images.length)}</p>
        <ImageGrid images={current.images} onOpen={(index) => onOpenImage(day, index)} />
      </div>
    </div>
  );
}

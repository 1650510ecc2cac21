import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { reordered } from "../../../../shared/collections/move-target.ts";

export type ReorderCopy = {
  pickedUp: (title: string, position: number, total: number) => string;
  movedTo: (title: string, position: number, total: number) => string;
  dropped: (title: string, position: number, total: number) => string;
  cancelled: (title: string) => string;
};

type Drag = { id: number; from: number; order: number[] };

/**
 * Drag and drop of a page of rows, by keyboard (Space or Enter picks up, arrows
 * move, Space or Enter drops, Escape cancels) and by mouse; the rows show the new
 * order while an item is carried, and each step is announced. `onDrop` gets the
 * item and its new index on the page, and only when it moved.
 */
export function useReorder<T extends { id: number }>({
  items,
  offset,
  total,
  titleOf,
  onDrop,
  copy,
}: {
  items: T[];
  /** the page's first index in the whole list, for the positions announced */
  offset: number;
  total: number;
  titleOf: (item: T) => string;
  /** true once the server has stored the move */
  onDrop: (item: T, index: number) => Promise<boolean>;
  copy: ReorderCopy;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const grips = useRef(new Map<number, HTMLButtonElement>());
  const dropping = useRef(false);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = drag ? drag.order.flatMap((id) => byId.get(id) ?? []) : items;

  // Rows move in the DOM while carried: the grip keeps the keyboard focus.
  useEffect(() => {
    if (drag) grips.current.get(drag.id)?.focus();
  }, [drag]);

  const titleOfId = (id: number) => {
    const item = byId.get(id);
    return item ? titleOf(item) : "";
  };

  function pickUp(id: number) {
    if (dropping.current) return;
    const from = items.findIndex((item) => item.id === id);
    if (from < 0) return;
    setDrag({ id, from, order: items.map((item) => item.id) });
    setAnnouncement(copy.pickedUp(titleOfId(id), offset + from + 1, total));
  }

  function moveTo(index: number) {
    if (!drag) return;
    const from = drag.order.indexOf(drag.id);
    const to = Math.min(Math.max(index, 0), drag.order.length - 1);
    if (to === from) return;
    setDrag({ ...drag, order: reordered(drag.order, from, to) });
    setAnnouncement(copy.movedTo(titleOfId(drag.id), offset + to + 1, total));
  }

  async function drop() {
    if (!drag || dropping.current) return;
    const item = byId.get(drag.id);
    const to = drag.order.indexOf(drag.id);
    dropping.current = true;
    try {
      // Announced only once the server has stored the new order; a failure says why elsewhere.
      const stored = item && to !== drag.from ? await onDrop(item, to) : true;
      if (stored) setAnnouncement(copy.dropped(titleOfId(drag.id), offset + to + 1, total));
    } finally {
      dropping.current = false;
      setDrag(null);
    }
  }

  function cancel() {
    if (!drag || dropping.current) return;
    setAnnouncement(copy.cancelled(titleOfId(drag.id)));
    setDrag(null);
  }

  /** What a key does to the row with this grip; null when the key is not one of them. */
  function keyAction(id: number, key: string): (() => void) | null {
    const carrying = drag?.id === id;
    if (key === " " || key === "Enter") return carrying ? () => void drop() : () => pickUp(id);
    if (!carrying || !drag) return null;
    const index = drag.order.indexOf(id);
    if (key === "ArrowUp") return () => moveTo(index - 1);
    if (key === "ArrowDown") return () => moveTo(index + 1);
    if (key === "Home") return () => moveTo(0);
    if (key === "End") return () => moveTo(items.length - 1);
    if (key === "Escape") return cancel;
    return null;
  }

  function onKeyDown(id: number, event: KeyboardEvent<HTMLButtonElement>) {
    const action = keyAction(id, event.key);
    if (!action) return;
    event.preventDefault();
    action();
  }

  /** Props of one row's grip button. */
  const gripProps = (id: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) grips.current.set(id, element);
      else grips.current.delete(id);
    },
    "aria-pressed": drag?.id === id,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(id, event),
  });

  /** Props of one row for dragging with a mouse. */
  const rowProps = (id: number) => ({
    draggable: true,
    onDragStart: () => pickUp(id),
    onDragOver: (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (drag) moveTo(drag.order.indexOf(id));
    },
    onDrop: (event: { preventDefault(): void }) => {
      event.preventDefault();
      void drop();
    },
    onDragEnd: () => cancel(),
  });

  return { shown, carrying: drag?.id ?? null, announcement, gripProps, rowProps };
}

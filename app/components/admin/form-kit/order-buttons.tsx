import type { KeyboardEvent, Ref } from "react";
import { Button } from "../../ui/button.tsx";

export type OrderButtonsCopy = {
  grip: (title: string) => string;
  gripHelp: string;
  moveTop: (title: string) => string;
  moveBottom: (title: string) => string;
  top: string;
  bottom: string;
};

/**
 * One row's ordering controls: the grip (picked up and carried with the keyboard,
 * see use-reorder.ts) and Move to top / Move to bottom.
 */
export function OrderButtons({
  title,
  first,
  last,
  grip,
  onTop,
  onBottom,
  copy,
}: {
  title: string;
  first: boolean;
  last: boolean;
  grip: {
    ref: Ref<HTMLButtonElement>;
    "aria-pressed": boolean;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
  onTop: () => void;
  onBottom: () => void;
  copy: OrderButtonsCopy;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="cursor-grab"
        aria-label={copy.grip(title)}
        aria-describedby="reorder-help"
        {...grip}
      >
        <span aria-hidden="true">⠿</span>
      </Button>
      <Button size="sm" variant="ghost" aria-label={copy.moveTop(title)} disabled={first} onClick={onTop}>
        {copy.top}
      </Button>
      <Button size="sm" variant="ghost" aria-label={copy.moveBottom(title)} disabled={last} onClick={onBottom}>
        {copy.bottom}
      </Button>
    </>
  );
}

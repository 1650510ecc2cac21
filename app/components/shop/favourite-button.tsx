import { useState } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Icon } from "../ui/icon.tsx";

/** The heart toggle: pressed when the product is a favourite. */
export function FavouriteButton({ name }: { name: string }) {
  const [on, setOn] = useState(false);
  const label = fillIn(useCardLabels().favourite, { name });
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      onClick={() => setOn((v) => !v)}
      className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${
        on ? "border-accent-600 bg-accent-50 text-accent-600" : "border-line bg-white text-muted hover:text-accent-600"
      }`}
    >
      <Icon name="heart" filled={on} className="size-5" />
    </button>
  );
}

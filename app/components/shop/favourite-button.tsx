import { useState } from "react";
import { Icon } from "../ui/icon.tsx";

/** The heart toggle: pressed when the product is a favourite. */
export function FavouriteButton({ name }: { name: string }) {
  const [on, setOn] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Favourite: ${name}`}
      onClick={() => setOn((v) => !v)}
      className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${
        on ? "border-accent-600 bg-accent-50 text-accent-600" : "border-line bg-white text-muted hover:text-accent-600"
      }`}
    >
      <Icon name="heart" filled={on} className="size-5" />
    </button>
  );
}

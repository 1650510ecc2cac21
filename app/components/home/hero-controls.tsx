import type { heroCopy } from "../../content/home.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";

/** Slide dots ("Go to slide N", the current one aria-current) and a pause/play toggle. */
export function HeroControls({
  copy,
  count,
  index,
  onSelect,
  canRotate,
  paused,
  onTogglePause,
}: {
  copy: Pick<typeof heroCopy, "goTo" | "play" | "pause">;
  count: number;
  index: number;
  onSelect: (index: number) => void;
  canRotate: boolean;
  paused: boolean;
  onTogglePause: () => void;
}) {
  const labels = useCardLabels();
  return (
    <div className="flex items-center gap-3">
      <ul className="flex items-center gap-1" aria-label={labels.slides}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              aria-label={copy.goTo(i + 1)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => onSelect(i)}
              className="group flex size-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 ${i === index ? "w-8 bg-gold-400" : "w-2.5 bg-white/60 group-hover:bg-white"}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {canRotate && (
        <button
          type="button"
          onClick={onTogglePause}
          className="rounded-full px-3 py-1 text-sm font-semibold text-white/90 underline-offset-2 hover:underline"
        >
          {paused ? copy.play : copy.pause}
        </button>
      )}
    </div>
  );
}

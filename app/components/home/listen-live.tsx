import type { heroCopy } from "../../content/home.ts";
import { Icon } from "../ui/icon.tsx";

/** Shown only when the listen_live_url setting holds a URL; opens the stream in a new tab. */
export function ListenLive({
  url,
  copy,
}: {
  url: string;
  copy: Pick<typeof heroCopy, "listenLive" | "listenLiveHint">;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${copy.listenLive} (${copy.listenLiveHint})`}
      className="inline-flex min-h-12 items-center gap-2.5 rounded-full border-2 border-white/80 px-6 py-3 text-lg font-semibold text-white hover:bg-white/10"
    >
      <span className="relative flex size-3" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent-500 opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex size-3 rounded-full bg-accent-500" />
      </span>
      <Icon name="radio" className="size-5" />
      {copy.listenLive}
    </a>
  );
}

import { fillIn } from "../../../shared/fill-in.ts";
import { site } from "../../../shared/site.ts";
import { Link } from "../ui/localized-link.tsx";

/** The wordmark: a speech-bubble emblem (a community's voice) and the name. */
/** `homeLabel` names the link for screen readers, with {site} for the name. */
export function Logo({ tone = "dark", homeLabel }: { tone?: "dark" | "light"; homeLabel: string }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2.5 rounded-md"
      aria-label={fillIn(homeLabel, { site: site.name })}
    >
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <path d="M20 3a17 17 0 0 0-14.7 25.5L3 37l8.8-2.2A17 17 0 1 0 20 3Z" fill="#0f5231" />
        <circle cx="13.5" cy="20" r="3" fill="#f0b72f" />
        <circle cx="20" cy="20" r="3" fill="#fbfaf6" />
        <circle cx="26.5" cy="20" r="3" fill="#c2462a" />
      </svg>
      <span
        className={`font-display text-2xl font-bold tracking-tight ${tone === "dark" ? "text-brand-800" : "text-white"}`}
      >
        {site.name}
      </span>
    </Link>
  );
}

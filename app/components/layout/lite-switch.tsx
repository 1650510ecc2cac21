import { useLocation } from "react-router";
import { liteSwitchHref } from "../../../shared/lite.ts";
import type { LiteSwitchCopy } from "../../content/navigation.ts";
import { useLite } from "../../lib/lite.ts";

/**
 * "Lite version · Full version": the version shown is plain text, the other a
 * plain link (a full page load through /lite, which keeps the choice in a
 * cookie and comes back here). `tone` suits the dark footer or the white menu.
 */
export function LiteSwitch({ copy, tone = "light" }: { copy: LiteSwitchCopy; tone?: "light" | "dark" }) {
  const lite = useLite();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  const linkClass = tone === "light" ? "text-brand-100 underline hover:text-white" : "text-brand-700 underline";
  const option = (on: boolean, label: string) =>
    lite === on ? (
      <strong aria-current="true">{label}</strong>
    ) : (
      <a href={liteSwitchHref(on, here)} className={linkClass} title={on ? copy.note : undefined}>
        {label}
      </a>
    );
  return (
    <p className="text-sm">
      <span className="sr-only">{copy.label}: </span>
      {option(true, copy.lite)} <span aria-hidden="true">·</span> {option(false, copy.full)}
    </p>
  );
}

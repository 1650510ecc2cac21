import { useId, useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";

export type OneTimeLinkCopy = {
  /** "Pass this link on to …": who it is for and what it does */
  intro: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
};

/**
 * A one-time link the server answered because it could not mail it (no SMTP):
 * shown once, for the Administrator to pass on, with a copy button.
 */
export function OneTimeLink({ link, copy }: { link: string; copy: OneTimeLinkCopy }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState("copied");
    } catch {
      // No clipboard permission (plain http, an old browser): select it for Ctrl+C.
      input.current?.select();
      setState("failed");
    }
  };
  return (
    <div className="space-y-2 rounded-lg border-2 border-gold-300 bg-gold-50 p-3 text-sm">
      <p className="text-ink">{copy.intro}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={id}>
          {copy.label}
        </label>
        <input
          ref={input}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-2 font-mono text-xs text-ink"
        />
        <Button type="button" size="sm" onClick={copyLink}>
          {copy.copy}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {state === "copied" ? copy.copied : state === "failed" ? copy.copyFailed : ""}
      </p>
    </div>
  );
}

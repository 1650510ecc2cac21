import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "../ui/icon.tsx";

/**
 * What a form page shows once the server has stored what was sent: the same
 * lasting panel after a POST without JavaScript and after the API's answer with it.
 * `focus`: take the focus when it appears in place of the form (with JavaScript).
 */
export function SentPanel({
  title,
  body,
  focus = false,
  children,
}: {
  title: string;
  body: string;
  focus?: boolean;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) panel.current?.focus();
  }, [focus]);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-brand-200 bg-brand-50 p-6 text-center outline-none sm:p-8"
    >
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
        <Icon name="check" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-bold text-brand-800">{title}</h2>
      <p className="mt-2 text-muted">{body}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** The line above the send button when something needs attention (announced to screen readers). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-accent-50 px-4 py-2 text-sm font-medium text-accent-700">
      {children}
    </p>
  );
}

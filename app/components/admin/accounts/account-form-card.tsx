import type { FormEvent, ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import type { SaveState } from "../form-kit/use-save.ts";

/** A titled form of the account screen: its fields, the outcome of the last save and the submit button. */
export function AccountFormCard({
  id,
  title,
  intro,
  state,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  state: SaveState;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <div>
        <PanelHeading>
          <span id={`${id}-title`}>{title}</span>
        </PanelHeading>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
      <FormMessage kind="success">{state.done}</FormMessage>
      <FormMessage kind="error">{state.error}</FormMessage>
      <Button type="submit" disabled={state.busy}>
        {state.busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The person's current password, asked before a change that could lock them out (password, email). */
export function CurrentPasswordField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (password: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="password"
      required
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

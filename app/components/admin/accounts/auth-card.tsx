import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { TextField } from "../form-kit/fields.tsx";

/** The centred card of the pages outside the admin shell: sign-in, forgot and reset password, invitations. */
export function AuthCard({
  brand,
  title,
  intro,
  onSubmit,
  children,
  lang,
  aside,
}: {
  brand: string;
  title: string;
  intro?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** The card's language (the page's `<html lang>` follows the address, and /admin is English). */
  lang?: string;
  /** Under the card: the language choice. */
  aside?: ReactNode;
}) {
  return (
    <main lang={lang} className="flex min-h-screen flex-col items-center justify-center bg-brand-900 px-4 py-10">
      <form onSubmit={onSubmit} className="w-full max-w-sm space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-600">{brand}</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-ink">{title}</h1>
          {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
        </div>
        {children}
      </form>
      {aside}
    </main>
  );
}

/** The line under an auth card's button: a link to another step (sign in, forgot password). */
export function AuthCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}

/** A staff member's email on the sign-in and forgot-password cards (a password manager's username). */
export function StaffEmailField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (email: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="email"
      autoComplete="username"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

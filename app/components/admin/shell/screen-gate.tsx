import type { ReactNode } from "react";
import { Link } from "react-router";

export type ScreenGateCopy = { message: string; back: string };

/** The screen when `allowed`; otherwise one sentence saying it is outside the role, and a link back. */
export function ScreenGate({
  allowed,
  copy,
  children,
}: {
  allowed: boolean;
  copy: ScreenGateCopy;
  children: ReactNode;
}) {
  if (allowed) return children;
  return (
    <div className="space-y-3">
      <p role="status" className="text-ink">
        {copy.message}
      </p>
      <Link to="/admin" className="text-brand-700 underline">
        {copy.back}
      </Link>
    </div>
  );
}

import type { ComponentProps } from "react";
import { Link } from "./localized-link.tsx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

/**
 * A button's classes: the base, its colour and its size, each named once in app/app.css
 * (`.btn`, `.btn-<variant>`, `.btn-<size>`); `extra` utilities win over them.
 */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}

type Style = { variant?: ButtonVariant; size?: ButtonSize };

/** A real <button>; type defaults to "button". */
export function Button({ variant, size, className = "", type = "button", ...props }: ComponentProps<"button"> & Style) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A link styled as a button: internal paths use the router, others a plain anchor. */
export function ButtonLink({
  to,
  variant,
  size,
  className = "",
  external,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & Style & { to: string; external?: boolean }) {
  const cls = buttonClass(variant, size, className);
  if (external || /^(https?:|mailto:|tel:)/.test(to)) {
    const newTab = external ?? /^https?:/.test(to);
    return (
      <a href={to} className={cls} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cls} {...props}>
      {children}
    </Link>
  );
}

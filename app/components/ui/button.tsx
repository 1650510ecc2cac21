import type { ComponentProps } from "react";
import { Link } from "./localized-link.tsx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary: "bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600",
  outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700",
  ghost: "text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700",
  light: "bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-4 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-base",
  lg: "min-h-12 px-7 py-3 text-lg",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
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

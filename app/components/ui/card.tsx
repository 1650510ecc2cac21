import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <article className={`overflow-hidden rounded-card border border-line bg-white shadow-card ${className}`}>
      {children}
    </article>
  );
}

export type BadgeTone = "brand" | "accent" | "gold" | "grey" | "blue" | "purple";

const badgeTones: Record<BadgeTone, string> = {
  brand: "bg-brand-100 text-brand-800",
  accent: "bg-accent-100 text-accent-700",
  gold: "bg-gold-100 text-[#6b4a00]",
  grey: "bg-gray-100 text-gray-700",
  blue: "bg-sky-100 text-sky-800",
  purple: "bg-violet-100 text-violet-800",
};

export function Badge({
  children,
  tone = "brand",
  className = "",
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${badgeTones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** A big figure with its label, as in the impact and stats rows. */
export function Stat({ value, label, tone = "plain" }: { value: string; label: string; tone?: "plain" | "dark" }) {
  return (
    <div className="text-center">
      <p
        className={`font-display text-3xl font-bold sm:text-4xl ${tone === "dark" ? "text-gold-300" : "text-brand-700"}`}
      >
        {value}
      </p>
      <p className={`mt-1 text-sm ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{label}</p>
    </div>
  );
}

import type { ReactNode } from "react";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** A section's eyebrow, title and introduction (nothing when it has none of them). */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  tone = "plain",
}: {
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: "plain" | "tint" | "dark";
}) {
  if (!eyebrow && !title && !intro) return null;
  return (
    <header className="mx-auto mb-10 max-w-3xl text-center">
      {eyebrow && (
        <p
          className={`text-sm font-bold uppercase tracking-widest ${tone === "dark" ? "text-gold-300" : "text-accent-600"}`}
        >
          {eyebrow}
        </p>
      )}
      {title && <h2 className="mt-2 font-display text-3xl font-bold sm:text-4xl">{title}</h2>}
      {intro && <p className={`mt-4 text-lg ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{intro}</p>}
    </header>
  );
}

/** A page section with an optional eyebrow, heading and intro. `id` makes it an anchor target. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = "plain",
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "plain" | "tint" | "dark";
  className?: string;
}) {
  const tones = {
    plain: "",
    tint: "bg-brand-50",
    dark: "bg-brand-900 text-white",
  } as const;
  return (
    <section id={id} className={`py-14 sm:py-20 ${tones[tone]} ${className}`}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} tone={tone} />
        {children}
      </Container>
    </section>
  );
}

/** The banner at the top of an inner page. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  contentLang,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** the language of the title and intro when it differs from the page's (an item in English only) */
  contentLang?: string | undefined;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-800 pt-28 pb-16 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-20 [background:radial-gradient(circle_at_15%_20%,var(--color-gold-400),transparent_40%),radial-gradient(circle_at_85%_70%,var(--color-accent-500),transparent_45%)]"
      />
      <Container className="relative">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-gold-300">{eyebrow}</p>}
        <h1 lang={contentLang} className="mt-2 max-w-3xl font-display text-4xl font-bold sm:text-5xl">
          {title}
        </h1>
        {intro && (
          <p lang={contentLang} className="mt-5 max-w-2xl text-lg text-brand-100">
            {intro}
          </p>
        )}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  );
}

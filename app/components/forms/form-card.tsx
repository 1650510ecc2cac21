import { type ReactNode, useEffect, useRef } from "react";
import { ButtonLink, buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";
import { SentPanel } from "./sent-panel.tsx";

export type FormCardProps = {
  title: string;
  /** shown instead of the form once the server has stored it */
  sent: {
    title: string;
    body: string;
    again: { label: string; to: string };
    back: { label: string; to: string };
  } | null;
  children: ReactNode;
};

/** The application and registration pages' body: the form in a card, or the thank-you once sent. */
export function FormCard({ title, sent, children }: FormCardProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) panel.current?.focus();
  }, [sent]);
  return (
    <section className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        {sent ? (
          <div ref={panel} tabIndex={-1} className="outline-none">
            <SentPanel title={sent.title} body={sent.body}>
              {/* A full load: a fresh, empty form with a fresh time stamp. */}
              <a href={sent.again.to} className={buttonClass("outline")}>
                {sent.again.label}
              </a>
              <ButtonLink to={sent.back.to}>{sent.back.label}</ButtonLink>
            </SentPanel>
          </div>
        ) : (
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 className="mb-6 font-display text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h2>
            {children}
          </div>
        )}
      </Container>
    </section>
  );
}

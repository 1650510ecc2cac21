import type { ReactNode } from "react";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";

/** The newsletter pages' body: one centred card (below the fixed header) with a heading, a message and an optional action. */
export function NewsletterCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pt-28 pb-16 sm:pt-36 sm:pb-20">
      <Container className="max-w-xl">
        <div className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8">
          <h1 className="font-display text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>
          <div className="mt-4 space-y-5 text-muted">{children}</div>
        </div>
      </Container>
    </section>
  );
}

/**
 * What opening a mailed link shows before anything changes (mail scanners open
 * every link): the message and one button that posts the form to the same address.
 */
export function MailLinkButton({ message, button }: { message: string; button: string }) {
  return (
    <>
      <p>{message}</p>
      <form method="post">
        <Button type="submit" size="lg">
          {button}
        </Button>
      </form>
    </>
  );
}

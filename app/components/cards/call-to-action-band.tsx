import type { CallToAction } from "../../content/page-types.ts";
import { Container } from "../ui/layout.tsx";
import { ActionLinks } from "./action-links.tsx";

/** The closing call to action of a page. */
export function CallToActionBand({ cta }: { cta: CallToAction }) {
  return (
    <section className="bg-brand-800 py-14 text-white sm:py-20">
      <Container className="text-center">
        <h2 className="mx-auto max-w-3xl font-display text-3xl font-bold sm:text-4xl">{cta.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.text}</p>
        <ActionLinks
          actions={cta.actions.map((a, i) => ({ ...a, variant: a.variant ?? (i === 0 ? "light" : "secondary") }))}
          size="lg"
          className="mt-8 justify-center"
        />
      </Container>
    </section>
  );
}

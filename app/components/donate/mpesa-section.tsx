import { Section } from "../ui/layout.tsx";
import { type MpesaCopy, MpesaDetails, type MpesaNumbers } from "./mpesa-details.tsx";

/** The donate page's own M-Pesa section: how to give, whatever the browser. */
export function MpesaSection({
  section,
  copy,
  numbers,
}: {
  section: { id: string; eyebrow: string; title: string; intro: string };
  copy: MpesaCopy;
  numbers: MpesaNumbers;
}) {
  return (
    <Section id={section.id} eyebrow={section.eyebrow} title={section.title} intro={section.intro} tone="tint">
      <MpesaDetails copy={copy} numbers={numbers} className="mx-auto max-w-xl rounded-card bg-white p-6 shadow-card" />
    </Section>
  );
}

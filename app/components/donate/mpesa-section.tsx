import type { ReactNode } from "react";
import { Section } from "../ui/layout.tsx";
import { type MpesaCopy, MpesaDetails, type MpesaNumbers } from "./mpesa-details.tsx";

/**
 * The donate page's own M-Pesa section: the prompt form when M-Pesa is
 * configured (`children`), and how to give by paybill, whatever the browser.
 */
export function MpesaSection({
  section,
  copy,
  numbers,
  children,
}: {
  section: { id: string; eyebrow: string; title: string; intro: string };
  copy: MpesaCopy;
  numbers: MpesaNumbers;
  children?: ReactNode;
}) {
  return (
    <Section id={section.id} eyebrow={section.eyebrow} title={section.title} intro={section.intro} tone="tint">
      {children && <div className="mx-auto mb-8 max-w-xl rounded-card bg-white p-6 shadow-card">{children}</div>}
      <div id={`${section.id}-paybill`} className="scroll-mt-24">
        <MpesaDetails
          copy={copy}
          numbers={numbers}
          className="mx-auto max-w-xl rounded-card bg-white p-6 shadow-card"
        />
      </div>
    </Section>
  );
}

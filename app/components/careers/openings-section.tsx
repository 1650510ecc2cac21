import type { ReactNode } from "react";
import type { Locale } from "../../../shared/locales.ts";
import { ItemGrid } from "../cards/item-grid.tsx";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { Section } from "../ui/layout.tsx";

/** The words around a list of openings: its heading, intro and the sentence when there are none. */
export type OpeningsSectionCopy = { title: string; intro: string; empty: string; failed: string };

/**
 * A page's section listing one kind of opening (volunteer roles, internships, jobs) as cards,
 * each marked when its text is in English only, or a sentence when there are none.
 */
export function OpeningsSection<T extends { id: number; locale?: Locale }>({
  id,
  tone,
  copy,
  openings,
  language,
  card,
}: {
  id: string;
  tone?: "plain" | "tint";
  copy: OpeningsSectionCopy;
  openings: { items: T[]; failed: boolean };
  language: PageLanguage | undefined;
  card: (opening: T) => ReactNode;
}) {
  return (
    <Section id={id} tone={tone} title={copy.title} intro={copy.intro}>
      <ItemGrid
        items={openings.items}
        failed={openings.failed}
        empty={copy.empty}
        failedText={copy.failed}
        keyOf={(o) => o.id}
        render={(o) => (
          <InEnglishOnly itemLocale={o.locale} language={language}>
            {card(o)}
          </InEnglishOnly>
        )}
      />
    </Section>
  );
}

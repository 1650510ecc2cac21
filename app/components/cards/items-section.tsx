import type { ReactNode } from "react";
import type { Locale } from "../../../shared/locales.ts";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { Section } from "../ui/layout.tsx";
import { ItemGrid } from "./item-grid.tsx";

/** The words around a list of items: its heading, intro and the sentence when there are none or they failed to load. */
export type ItemsSectionCopy = { title: string; intro?: string; empty: string; failed: string };

/**
 * A page's section listing items that staff keep in the admin (openings, media, collaborations)
 * as cards, each marked when its text is in English only, or a sentence when there are none.
 */
export function ItemsSection<T extends { id: number; locale?: Locale }>({
  id,
  tone,
  copy,
  list,
  language,
  card,
}: {
  id: string;
  tone?: "plain" | "tint";
  copy: ItemsSectionCopy;
  list: { items: T[]; failed: boolean };
  language: PageLanguage | undefined;
  card: (item: T) => ReactNode;
}) {
  return (
    <Section id={id} tone={tone} title={copy.title} intro={copy.intro}>
      <ItemGrid
        items={list.items}
        failed={list.failed}
        empty={copy.empty}
        failedText={copy.failed}
        keyOf={(item) => item.id}
        render={(item) => (
          <InEnglishOnly itemLocale={item.locale} language={language}>
            {card(item)}
          </InEnglishOnly>
        )}
      />
    </Section>
  );
}

import type { ReactNode } from "react";
import { ButtonLink } from "./button.tsx";
import { Section, SectionHeading } from "./layout.tsx";
import { StaticIsland } from "./static-island.tsx";

/** A section's words: its heading, and the link to the whole list where it has one. */
export type SectionWords = { eyebrow: string; title: string; intro?: string; viewAll?: string };

/**
 * A section whose heading and "view all" link (if any) only the server renders (static
 * islands, docs/decisions/0093-hydrate-less.md), around content that stays
 * interactive. `words` is absent in the browser after a document's hydration.
 */
export function IslandSection({
  id,
  tone,
  words,
  viewAllTo,
  viewAllClassName = "mt-10",
  children,
}: {
  id: string;
  tone?: "plain" | "tint";
  words: SectionWords | undefined;
  /** where the "view all" link leads; none without it */
  viewAllTo?: string;
  viewAllClassName?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone}>
      <StaticIsland data={words}>
        {(w) => <SectionHeading eyebrow={w.eyebrow} title={w.title} intro={w.intro} tone={tone} />}
      </StaticIsland>
      {children}
      {viewAllTo && (
        <StaticIsland data={words}>
          {(w) =>
            w.viewAll ? (
              <div className={`${viewAllClassName} text-center`}>
                <ButtonLink to={viewAllTo} variant="outline">
                  {w.viewAll}
                </ButtonLink>
              </div>
            ) : null
          }
        </StaticIsland>
      )}
    </Section>
  );
}

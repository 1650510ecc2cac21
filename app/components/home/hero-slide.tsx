import type { CSSProperties } from "react";
import type { HeroSlide } from "../../content/home.ts";
import { StaticIsland } from "../ui/static-island.tsx";

/** A slide's words and figures: only the server renders them (a static island, decision 0093). */
export type HeroSlideWords = Pick<HeroSlide, "tagline" | "title" | "subtitle" | "description" | "stats">;

/** What the carousel itself needs of a slide in the browser. */
export type HeroSlideFrame = Pick<HeroSlide, "image" | "cta">;

/**
 * One slide's text; all slides share one grid cell so the hero keeps the
 * tallest one's height. The slide (shown or hidden) is the carousel's; its
 * words inside are the server's HTML, which hydration leaves alone.
 */
export function HeroSlideText({
  words,
  position,
  active,
  style,
  headingLevel,
}: {
  /** absent in the browser after a document's hydration: the server's HTML stays */
  words: HeroSlideWords | undefined;
  position: string;
  active: boolean;
  style: CSSProperties;
  headingLevel: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group, not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active || undefined}
      inert={!active}
      style={{ ...style, opacity: active ? 1 : 0 }}
      className="max-w-3xl transition-opacity ease-in-out [grid-area:1/1]"
    >
      <StaticIsland data={words}>
        {(slide) => (
          <>
            <p className="text-sm font-bold uppercase tracking-widest text-gold-300">{slide.tagline}</p>
            <Heading className="mt-3 font-display text-4xl leading-tight font-bold sm:text-5xl">{slide.title}</Heading>
            <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">{slide.subtitle}</p>
            <p className="mt-3 max-w-2xl text-lg text-white/90">{slide.description}</p>
            <dl className="mt-6 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
              {slide.stats.map((stat) => (
                <div key={stat.label} className="hero-figure">
                  <dt className="hero-figure-label">{stat.label}</dt>
                  <dd className="hero-figure-value">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </StaticIsland>
    </div>
  );
}

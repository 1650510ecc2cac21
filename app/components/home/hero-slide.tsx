import type { CSSProperties } from "react";
import type { HeroSlide } from "../../content/home.ts";

/** One slide's text; all slides share one grid cell so the hero keeps the tallest one's height. */
export function HeroSlideText({
  slide,
  position,
  active,
  style,
  headingLevel,
}: {
  slide: HeroSlide;
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
      <p className="text-sm font-bold uppercase tracking-widest text-gold-300">{slide.tagline}</p>
      <Heading className="mt-3 font-display text-4xl leading-tight font-bold sm:text-5xl">{slide.title}</Heading>
      <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">{slide.subtitle}</p>
      <p className="mt-3 max-w-2xl text-lg text-white/90">{slide.description}</p>
      <dl className="mt-6 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
        {slide.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/10 px-3 py-3 backdrop-blur-sm"
          >
            <dt className="text-xs text-brand-100 sm:text-sm">{stat.label}</dt>
            <dd className="font-display text-2xl font-bold text-gold-300 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

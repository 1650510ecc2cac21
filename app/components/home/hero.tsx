import { startTransition, useEffect, useState } from "react";
import type { heroCopy } from "../../content/home.ts";
import { useLite } from "../../lib/lite.ts";
import { Picture } from "../cards/card-image.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";
import { HeroControls } from "./hero-controls.tsx";
import { type HeroSlideFrame, HeroSlideText, type HeroSlideWords } from "./hero-slide.tsx";
import { ListenLive } from "./listen-live.tsx";
import { useRotation } from "./use-rotation.ts";

/**
 * The home hero: 4 slides cross-fading every 5 s (1 s fade), paused while
 * hovered or focused or by the visitor, still under reduced motion. The first
 * slide is server-rendered; a slide's image loads when it is shown or next.
 */
export function Hero({
  slides,
  words,
  copy,
  timing,
  listenLiveUrl,
}: {
  slides: HeroSlideFrame[];
  /** each slide's words and figures, rendered by the server only (absent in the browser after a document) */
  words: HeroSlideWords[] | undefined;
  copy: typeof heroCopy;
  /** how long each slide shows and how long the cross-fade takes */
  timing: { intervalMs: number; fadeMs: number };
  listenLiveUrl: string | null;
}) {
  const lite = useLite();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const { index, setIndex, reducedMotion } = useRotation(
    slides.length,
    timing.intervalMs,
    hovered || focused || userPaused,
  );
  // Only the first image is in the server HTML; after hydration the current and next ones load.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  // A transition: the browser may paint and answer in between (decision 0096).
  useEffect(() => {
    const next = (index + 1) % slides.length;
    startTransition(() => setLoaded((set) => (set.has(index) && set.has(next) ? set : new Set([...set, index, next]))));
  }, [index, slides.length]);

  const current = slides[index] ?? slides[0];
  if (!current) return null;
  const fade = { transitionDuration: `${timing.fadeMs}ms` };
  return (
    <section
      id="home"
      aria-roledescription="carousel"
      aria-label={copy.regionLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <span id="hero" className="absolute top-0" aria-hidden="true" />
      {slides.map((slide, i) =>
        loaded.has(i) ? (
          <div
            key={slide.image}
            className="absolute inset-0 -z-10 transition-opacity ease-in-out"
            style={{ ...fade, opacity: i === index ? 1 : 0 }}
          >
            <Picture name={slide.image} alt="" sizes="100vw" priority={i === 0} className="h-full" />
          </div>
        ) : null,
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/30"
      />
      <Container className="pt-24 pb-8 sm:pt-32 lg:pb-10">
        <div className="grid" aria-live={hovered || focused || userPaused || reducedMotion ? "polite" : "off"}>
          {slides.map((slide, i) => (
            <HeroSlideText
              key={`${i}-${slide.image}`}
              words={words?.[i]}
              position={copy.position(i + 1, slides.length)}
              active={i === index}
              style={fade}
              headingLevel={i === 0 ? 1 : 2}
            />
          ))}
        </div>
        <div className="mt-7 flex flex-wrap items-center gap-3">
          <ButtonLink key={current.cta.to} to={current.cta.to} size="lg" variant="light">
            {current.cta.label}
          </ButtonLink>
          <ButtonLink to={copy.secondary.to} size="lg" variant="secondary">
            {copy.secondary.label}
          </ButtonLink>
          {listenLiveUrl && <ListenLive url={listenLiveUrl} copy={copy} />}
        </div>
        {/* Choosing or pausing slides needs a script: a lite page shows the first slide only. */}
        {!lite && (
          <div className="mt-6">
            <HeroControls
              copy={copy}
              count={slides.length}
              index={index}
              onSelect={setIndex}
              canRotate={!reducedMotion}
              paused={userPaused}
              onTogglePause={() => setUserPaused(!userPaused)}
            />
          </div>
        )}
      </Container>
    </section>
  );
}

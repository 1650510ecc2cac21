import { type ArtworkName, artwork } from "../../content/artwork.ts";

/**
 * Temporary stand-in for <Artwork> (app/components/ui/artwork.tsx, being built
 * alongside): a gradient panel in the artwork's palette. Every page image goes
 * through here, so switching to <Artwork> is a one-file change.
 */
const palettes = {
  brand: "from-brand-700 via-brand-500 to-gold-300",
  accent: "from-accent-700 via-accent-500 to-gold-300",
  gold: "from-gold-500 via-gold-300 to-brand-300",
  dusk: "from-brand-900 via-accent-700 to-gold-400",
  sky: "from-sky-700 via-sky-400 to-brand-200",
} as const;

export function CardImage({
  name,
  alt,
  className = "aspect-[16/10]",
}: {
  name: ArtworkName;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const spec = artwork[name];
  return (
    <div role="img" aria-label={alt} className={`w-full bg-gradient-to-br ${palettes[spec.palette]} ${className}`} />
  );
}

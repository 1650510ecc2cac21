import type { ReactNode } from "react";
import { Badge, type BadgeTone, Card } from "../ui/card.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";
import { CardImage } from "./card-image.tsx";

export type CardBadge = { label: string; tone?: BadgeTone };
export type CardMeta = { icon: IconName; text: string; label?: string };

/**
 * The one card used for every entity with a picture: stories, resources,
 * programmes, campaigns, roles, positions, jobs, products, clubs, collaborations.
 */
export function FeatureCard({
  image,
  imageAlt,
  badges = [],
  eyebrow,
  title,
  href,
  meta = [],
  description,
  children,
  footer,
  wide = false,
  headingLevel = 3,
}: {
  /** artwork name, `/art/<name>`, upload path or URL */
  image?: string | null;
  imageAlt?: string;
  badges?: CardBadge[];
  eyebrow?: ReactNode;
  title: string;
  /** the item's own page: the title links there */
  href?: string | undefined;
  meta?: CardMeta[];
  description?: string;
  /** extra content under the description (tags, requirements, price) */
  children?: ReactNode;
  /** the card's buttons, pinned to its bottom */
  footer?: ReactNode;
  /** featured layout: picture beside the text from the md breakpoint */
  wide?: boolean;
  /** 2 where the card is the page's only item, right under its h1 (no level skipped) */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={`flex flex-col ${wide ? "md:flex-row" : ""}`}>
      {image && (
        <div className={`relative ${wide ? "md:w-2/5 md:shrink-0" : ""}`}>
          <CardImage
            name={image}
            alt={imageAlt ?? ""}
            className={wide ? "aspect-[16/10] md:h-full md:aspect-auto" : "aspect-[16/10]"}
          />
          {badges.length > 0 && (
            <div className="absolute top-3 left-3 flex flex-wrap gap-2">
              {badges.map((b) => (
                <Badge key={b.label} tone={b.tone} className="shadow-sm">
                  {b.label}
                </Badge>
              ))}
            </div>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {!image && badges.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {badges.map((b) => (
              <Badge key={b.label} tone={b.tone}>
                {b.label}
              </Badge>
            ))}
          </div>
        )}
        {eyebrow && <div className="text-sm font-semibold text-accent-600">{eyebrow}</div>}
        <Heading className={`font-display font-bold text-ink ${wide ? "text-2xl" : "text-xl"}`}>
          {href ? (
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {meta.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {meta.map((m) => (
              <li key={`${m.icon}${m.text}`} className="flex items-center gap-1.5">
                <Icon name={m.icon} className="size-4 text-brand-600" />
                {m.label && <span className="sr-only">{m.label}: </span>}
                {m.text}
              </li>
            ))}
          </ul>
        )}
        {description && <p className="text-muted">{description}</p>}
        {children}
        {footer && <div className="mt-auto flex flex-wrap gap-3 pt-2">{footer}</div>}
      </div>
    </Card>
  );
}

import type { Initiative } from "../../content/programs.ts";
import { useIllustrationAlt } from "../../lib/shell-copy.ts";
import { CardImage } from "../cards/card-image.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";

/** A core initiative on /programs, an anchor target (#education, #advocacy…). */
export function InitiativeBlock({
  item,
  flip,
}: {
  /** the initiative with its figures filled in (`withFigures`) */
  item: Omit<Initiative, "points"> & { points: string[] };
  flip: boolean;
}) {
  const illustrationAlt = useIllustrationAlt();
  return (
    <section
      id={item.id}
      aria-labelledby={`${item.id}-title`}
      className="grid scroll-mt-24 items-center gap-8 md:grid-cols-2 md:gap-12"
    >
      <div className={flip ? "md:order-2" : ""}>
        <h3 id={`${item.id}-title`} className="font-display text-2xl font-bold sm:text-3xl">
          {item.title}
        </h3>
        <p className="mt-3 text-lg text-muted">{item.summary}</p>
        <ul className="mt-5 grid gap-2">
          {item.points.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Icon name="check" className="size-5 text-brand-600" />
              {p}
            </li>
          ))}
        </ul>
        <ButtonLink to={item.action.href} className="mt-6">
          {item.action.label}
        </ButtonLink>
      </div>
      <CardImage
        name={item.image}
        alt={illustrationAlt(item.title)}
        className="aspect-[4/3] rounded-card shadow-card"
      />
    </section>
  );
}

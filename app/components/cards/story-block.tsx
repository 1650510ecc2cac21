import type { Story } from "../../content/page-types.ts";
import { CardImage } from "./card-image.tsx";

/** Text beside an illustration (history, initiatives); `flip` puts the picture first on wide screens. */
export function StoryBlock({ story, flip = false }: { story: Story; flip?: boolean }) {
  return (
    <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
      <div className={flip ? "md:order-2" : ""}>
        <h3 className="font-display text-2xl font-bold sm:text-3xl">{story.title}</h3>
        {story.paragraphs.map((p) => (
          <p key={p.slice(0, 32)} className="mt-4 text-lg text-muted">
            {p}
          </p>
        ))}
      </div>
      <CardImage
        name={story.image}
        alt={story.imageAlt}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] rounded-card shadow-card"
      />
    </div>
  );
}

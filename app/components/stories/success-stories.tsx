import { type CardMeta, FeatureCard } from "../cards/feature-card.tsx";

type PageStory = { title: string; image: string; description: string };

/**
 * A programme page's success stories in three columns: each a card with its
 * picture, one fact (members, place) and, where the page has one, its outcome.
 */
export function SuccessStories<S extends PageStory>({
  stories,
  imageAlt,
  fact,
  outcome,
}: {
  stories: readonly S[];
  imageAlt: (story: S) => string;
  fact: (story: S) => CardMeta;
  outcome?: (story: S) => string;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <FeatureCard
          key={story.title}
          image={story.image}
          imageAlt={imageAlt(story)}
          title={story.title}
          meta={[fact(story)]}
          description={story.description}
        >
          {outcome ? (
            <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">{outcome(story)}</p>
          ) : undefined}
        </FeatureCard>
      ))}
    </div>
  );
}

import { servicesContext } from "../../server/http/request-context.ts";
import type { Story } from "../../shared/collections/index.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FilteredShowcase } from "../components/filters/filtered-showcase.tsx";
import { StoryCard } from "../components/stories/story-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { communityStoriesPage as page } from "../content/community-stories.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/community-stories";

export async function loader({ context }: Route.LoaderArgs) {
  return { stories: await loadCollection(context.get(servicesContext), "stories") };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityStories({ loaderData }: Route.ComponentProps) {
  const { items, failed } = loaderData.stories;
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        {failed && (
          <p role="alert" className="mb-6 text-muted">
            {page.failed}
          </p>
        )}
        <FilteredShowcase<Story>
          categories={page.categories}
          chipsLabel={page.chipsLabel}
          noun="stories"
          featured={items.filter((s) => s.featured)}
          featuredTitle={page.featuredTitle}
          renderFeatured={(story) => <StoryCard story={story} featured />}
          others={items.filter((s) => !s.featured)}
          othersTitle={page.moreTitle}
          renderItem={(story) => <StoryCard story={story} />}
          keyOf={(story) => story.id}
        />
      </Section>
      <CallToActionBand cta={page.shareStory} />
    </>
  );
}

import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FilteredShowcase } from "../components/filters/filtered-showcase.tsx";
import { StoryCard } from "../components/stories/story-card.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { type CommunityStory, communityStoriesPage as page } from "../content/community-stories.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/community-stories";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityStories() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <FilteredShowcase<CommunityStory>
          categories={page.categories}
          chipsLabel={page.chipsLabel}
          noun="stories"
          featured={page.stories.filter((s) => s.featured)}
          featuredTitle={page.featuredTitle}
          renderFeatured={(story) => <StoryCard story={story} featured />}
          others={page.stories.filter((s) => !s.featured)}
          othersTitle={page.moreTitle}
          renderItem={(story) => <StoryCard story={story} />}
          keyOf={(story) => story.id}
        />
      </Section>
      <CallToActionBand cta={page.shareStory} />
    </>
  );
}

import { aboutPage } from "../../app/content/about.ts";
import { artInHeartPage } from "../../app/content/art-in-heart.ts";
import { civicEducationPage } from "../../app/content/civic-education.ts";
import { communityClubPage } from "../../app/content/community-club.ts";
import { communityDialoguesPage } from "../../app/content/community-dialogues.ts";
import { communityImpactPage } from "../../app/content/community-impact.ts";
import { communityStoriesPage } from "../../app/content/community-stories.ts";
import { getInvolvedPage } from "../../app/content/get-involved.ts";
import { grassrootsAdvocacyPage } from "../../app/content/grassroots-advocacy.ts";
import { internPage } from "../../app/content/intern.ts";
import { mediaHubPage } from "../../app/content/media-hub.ts";
import { missionVisionPage } from "../../app/content/mission-vision.ts";
import { partnersPage } from "../../app/content/partners.ts";
import { programsPage } from "../../app/content/programs.ts";
import { resourcesPage } from "../../app/content/resources.ts";
import { shopPage } from "../../app/content/shop.ts";
import { teamPage } from "../../app/content/team.ts";
import { volunteerPage } from "../../app/content/volunteer.ts";
import { workWithUsPage } from "../../app/content/work-with-us.ts";

/** The content pages (all but home, donate, contact, news, publications, gallery), their h1 and title. */
export const contentPages = [
  aboutPage,
  teamPage,
  missionVisionPage,
  communityImpactPage,
  partnersPage,
  programsPage,
  civicEducationPage,
  grassrootsAdvocacyPage,
  artInHeartPage,
  communityDialoguesPage,
  mediaHubPage,
  communityStoriesPage,
  resourcesPage,
  getInvolvedPage,
  volunteerPage,
  internPage,
  workWithUsPage,
  shopPage,
  communityClubPage,
].map((page) => ({ path: page.meta.path, heading: page.hero.title, title: page.meta.title }));

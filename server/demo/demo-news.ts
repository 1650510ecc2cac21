import type { NewsCreateInput } from "../../shared/news-schema.ts";
import type { WithTranslation } from "./demo-translation.ts";

/**
 * Original demo news for a fresh site (DEMO_CONTENT=true): a mix of HTML and
 * plain text with bullet lines, across the organisation's work. The last one is a draft.
 */
export const DEMO_NEWS: WithTranslation<NewsCreateInput>[] = [
  {
    title: "Kajiado Youth Take the Floor at County Budget Hearings",
    category: "Public Participation",
    featured: true,
    published_at: "2025-10-14T09:00:00+03:00",
    excerpt:
      "More than 300 young people from Kitengela, Isinya and Ngong turned up to question how ward development funds are shared out.",
    content: `<p>When the county assembly opened its public hearings on the 2025/26 budget, the first row of the hall in Kitengela was filled with young people holding printed copies of the estimates. Many had attended our two-week budget literacy clinics the month before.</p>
<h2>What they asked for</h2>
<ul>
<li>A clear breakdown of the ward development fund for each of the five wards</li>
<li>Money set aside for youth-friendly health services at level 3 facilities</li>
<li>Published timelines for the stalled market shed in Isinya</li>
</ul>
<p>The committee chair promised written answers within 21 days. Our volunteers will follow up and share the replies at the next community dialogue.</p>
<blockquote>"I used to think the budget was only for people in suits. Now I know which page my ward is on." — a participant from Ngong</blockquote>`,
  },
  {
    title: "X Spaces Marks 700 Sessions of Open Civic Conversation",
    category: "X Spaces",
    featured: true,
    published_at: "2025-09-02T20:00:00+03:00",
    excerpt:
      "Our weekly audio dialogues have now hosted over 700 sessions on governance, devolution and accountability, with listeners in every county.",
    content: `<p>What started as an evening chat among a handful of volunteers has grown into one of the longest-running civic audio programmes in the region. Every week, citizens, officials and experts meet on X Spaces to talk through the issues that shape daily life.</p>
<h2>Most requested topics this year</h2>
<ol>
<li>How county governments procure goods and services</li>
<li>The role of ward representatives and how to reach them</li>
<li>Mental health and young people's wellbeing</li>
</ol>
<p>Thank you to every speaker and listener. Join us every Wednesday at 8:00 PM EAT.</p>`,
  },
  {
    title: "Art in Heart Opens Its Doors to 60 Young Artists in Kitengela",
    category: "Art in Heart",
    featured: true,
    published_at: "2025-08-19T10:00:00+03:00",
    excerpt:
      "A new cohort of painters, poets and musicians begins a twelve-week programme that pairs creative work with peer mental-health support.",
    content: `Art in Heart brings young creatives together to make work about the things that weigh on them, and to talk about those things safely.

This cohort will meet every Saturday for twelve weeks. Each session has two parts:
• A studio hour led by a practising artist from the community
• A listening circle guided by a trained peer counsellor
• A short reflection written in each participant's own journal

The programme ends with a public exhibition and open-mic evening in November. Families, teachers and local leaders are all welcome.`,
  },
  {
    title: "Civic Education Clinics Reach 25 Schools in Machakos County",
    category: "Civic Education",
    published_at: "2025-07-08T08:30:00+03:00",
    excerpt:
      "Students explored the Constitution's Bill of Rights through mock county assemblies, debates and role play.",
    content: `<p>Over six weeks, our facilitators visited 25 secondary schools to run interactive clinics on the Constitution of Kenya. Instead of lectures, students ran their own mock county assemblies, tabled motions and voted on them.</p>
<p>Teachers reported that students who rarely spoke in class led several of the debates. Each school now has a civic club with a trained teacher patron.</p>
<h3>Clinic themes</h3>
<ul>
<li>Rights and responsibilities of citizens</li>
<li>How devolution works, from the ward to the county</li>
<li>Elections, integrity and peaceful participation</li>
</ul>`,
  },
  {
    title: "Community Dialogue on Water Access in Isinya",
    category: "Community",
    published_at: "2025-06-21T11:00:00+03:00",
    excerpt:
      "Residents, water committee members and county officers met to agree on fair rationing and repairs to two community boreholes.",
    content: `Close to 150 residents attended the dialogue at the Isinya social hall, held after weeks of complaints about long queues at the community boreholes.

Agreed actions:
- The water committee will publish a weekly rationing timetable on the chief's notice board
- County water officers will inspect both boreholes within two weeks
- Women's groups will nominate two members to sit on the water committee

We will return in August to review progress with the same residents.`,
  },
  {
    title: "What the New Public Participation Bill Means for You",
    category: "Governance",
    published_at: "2025-05-12T09:00:00+03:00",
    excerpt:
      "A plain-language guide to the proposed law: what counts as meaningful participation, and how citizens can hold leaders to it.",
    content: `<p>Kenya's Constitution makes public participation a national value, but the rules for how it should happen have long been unclear. The proposed bill tries to fix that.</p>
<h2>Three things to know</h2>
<ol>
<li><strong>Notice:</strong> public bodies must announce hearings at least 14 days ahead, in languages people understand.</li>
<li><strong>Access:</strong> documents must be available for free, online and at ward offices.</li>
<li><strong>Feedback:</strong> citizens must be told how their views were considered.</li>
</ol>
<p>Read our full <em>policy brief</em> in the Publications section, and share your views at our next dialogue.</p>`,
  },
  {
    title: "Volunteers Trained as Community Civic Champions",
    category: "Civic Education",
    published_at: "2025-04-03T14:00:00+03:00",
    excerpt:
      "Forty volunteers from five counties completed a residential training on facilitation, civic rights and safeguarding.",
    content: `Our Civic Champions programme prepares volunteers to lead conversations in their own neighbourhoods.

During the five-day training, participants practised:
• Running a community meeting where everyone gets a turn to speak
• Explaining county budgets using simple, local examples
• Referring people who need support to the right services

Each champion will host at least three dialogues in the next six months.`,
  },
  {
    title: "Leadership Conference 2025: Building Accountable Institutions",
    category: "Governance",
    published_at: "2025-03-03T09:00:00+03:00",
    excerpt:
      "Leaders from county governments, civil society and youth networks met for two days to share what makes institutions trustworthy.",
    content: `<p>The 2025 Leadership Conference brought together more than 500 participants over two days of panels, workshops and open dialogue.</p>
<p>Sessions covered transparent procurement, citizen oversight of public projects, and the place of young people in decision-making. The conference report, with its full recommendations, is available under Publications.</p>
<table><thead><tr><th>Day</th><th>Focus</th></tr></thead><tbody><tr><td>Day 1</td><td>Accountability and service delivery</td></tr><tr><td>Day 2</td><td>Youth, inclusion and the road to 2027</td></tr></tbody></table>`,
  },
  {
    title: "Planning Notes: End-of-Year Community Club Gathering",
    category: "Community",
    published_at: null,
    excerpt: "Draft announcement for the December gathering of community clubs.",
    content: "<p>Venue, date and programme to be confirmed by the clubs team.</p>",
  },
];

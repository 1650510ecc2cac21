/**
 * Built-in sample news for the news list, shown with the note 'Showing static
 * content — {reason}' when no news is published or the list cannot be loaded.
 * Original text; plain-text content with bullet lines like staff might write.
 */
export type SampleNews = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  featured: boolean;
  published_at: string;
  readTime: string;
};

export const sampleNews: SampleNews[] = [
  {
    slug: "ward-forums-bring-budget-questions-to-kitengela",
    title: "Ward Forums Bring Budget Questions to Kitengela",
    excerpt: "Residents met their ward representative to ask how this year's development money will be spent.",
    content:
      "More than a hundred residents filled the social hall for an evening forum on the ward development budget.\n\nThe questions raised most often were:\n• When the stalled water kiosk will be finished\n• How bursary money is shared between schools\n• Where to read the approved budget\n\nOur volunteers will publish the answers in plain language once they are received.",
    category: "Public Participation",
    featured: true,
    published_at: "2025-06-12T09:00:00+03:00",
    readTime: "2 min read",
  },
  {
    slug: "young-poets-speak-on-mental-health",
    title: "Young Poets Speak on Mental Health at Art in Heart Evening",
    excerpt: "An open-mic night gave twenty young artists a stage to talk about stress, hope and asking for help.",
    content:
      "The Art in Heart open-mic evening ended a six-week cycle of studio sessions and listening circles.\n\nPerformers read poems and sang songs about exam pressure, unemployment and family. A peer counsellor stayed on after the event for anyone who wanted to talk.",
    category: "Art in Heart",
    featured: true,
    published_at: "2025-05-28T18:00:00+03:00",
    readTime: "2 min read",
  },
  {
    slug: "civic-education-clinic-for-first-time-voters",
    title: "Civic Education Clinic for First-Time Voters",
    excerpt: "Sixty students learned how devolved government works and where their voice counts most.",
    content:
      "Students from three secondary schools joined a one-day clinic on the constitution and devolution.\n\nSessions covered:\n- The roles of the national and county governments\n- How to take part in public participation forums\n- Registering as a voter",
    category: "Civic Education",
    featured: false,
    published_at: "2025-05-10T10:00:00+03:00",
    readTime: "1 min read",
  },
  {
    slug: "x-spaces-dialogue-on-county-procurement",
    title: "X Spaces Dialogue: How Counties Buy Goods and Services",
    excerpt: "A procurement officer and two journalists answered listeners' questions on tenders and transparency.",
    content:
      "This week's X Spaces conversation looked at public procurement in the counties, from tender notices to payment.\n\nListeners asked how to find tender results and what to do when a project stalls. A recording and summary will be shared on our channels.",
    category: "X Spaces",
    featured: false,
    published_at: "2025-04-23T20:00:00+03:00",
    readTime: "1 min read",
  },
  {
    slug: "community-dialogue-on-water-access-in-isinya",
    title: "Community Dialogue on Water Access in Isinya",
    excerpt: "Women's groups, borehole committees and county officers agreed on three steps to ease shortages.",
    content:
      "The dialogue brought together the people who use, manage and fund water points in Isinya.\n\nThe three agreed steps:\n* A public schedule for water trucking in the dry season\n* Quarterly meetings of the borehole committees\n* A hotline for reporting broken kiosks",
    category: "Community Dialogues",
    featured: false,
    published_at: "2025-04-02T14:00:00+03:00",
    readTime: "1 min read",
  },
  {
    slug: "volunteers-trained-as-civic-educators",
    title: "Thirty Volunteers Trained as Civic Educators",
    excerpt: "New volunteers completed a weekend course and will lead sessions in their home wards.",
    content:
      "Thirty volunteers from Kajiado, Machakos and Nairobi completed our civic educator training.\n\nEach will run at least two community sessions in the coming quarter, supported by a mentor from the programme team.",
    category: "Civic Education",
    featured: false,
    published_at: "2025-03-15T09:00:00+03:00",
    readTime: "1 min read",
  },
];

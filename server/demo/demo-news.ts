import type { NewsCreateInput } from "../../shared/news-schema.ts";
import type { WithTranslation } from "./demo-translation.ts";

/**
 * Original demo news for a fresh site (DEMO_CONTENT=true): a mix of HTML and
 * plain text with bullet lines, across the organisation's work. The last one is a draft
 * (English only); every published one has a Kiswahili version in the same format.
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
    sw: {
      title: "Vijana wa Kajiado Wapaza Sauti Katika Vikao vya Bajeti ya Kaunti",
      excerpt:
        "Zaidi ya vijana 300 kutoka Kitengela, Isinya na Ngong walijitokeza kuhoji jinsi fedha za maendeleo ya wadi zinavyogawanywa.",
      content: `<p>Bunge la kaunti lilipofungua vikao vya umma kuhusu bajeti ya mwaka 2025/26, safu ya mbele ya ukumbi mjini Kitengela ilijaa vijana walioshika nakala za makadirio ya bajeti. Wengi wao walikuwa wamehudhuria kliniki zetu za wiki mbili za elimu ya bajeti mwezi mmoja kabla.</p>
<h2>Walichodai</h2>
<ul>
<li>Mchanganuo wazi wa hazina ya maendeleo ya wadi kwa kila moja ya wadi tano</li>
<li>Kutengwa kwa fedha za huduma za afya zinazowafaa vijana katika vituo vya afya vya ngazi ya tatu</li>
<li>Kuchapishwa kwa ratiba ya kukamilisha ujenzi uliokwama wa vibanda vya soko mjini Isinya</li>
</ul>
<p>Mwenyekiti wa kamati aliahidi kutoa majibu kwa maandishi ndani ya siku 21. Wajitolea wetu watafuatilia majibu hayo na kuyawasilisha katika mdahalo wa jamii unaofuata.</p>
<blockquote>"Nilidhani bajeti ni ya watu wanaovaa suti pekee. Sasa najua wadi yangu iko ukurasa gani." — mshiriki kutoka Ngong</blockquote>`,
    },
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
    sw: {
      title: "X Spaces Yafikisha Vikao 700 vya Mazungumzo Huru Kuhusu Uraia",
      excerpt:
        "Midahalo yetu ya sauti ya kila wiki sasa imefikisha zaidi ya vikao 700 kuhusu utawala, ugatuzi na uwajibikaji, na ina wasikilizaji katika kila kaunti.",
      content: `<p>Kilichoanza kama gumzo la jioni kati ya wajitolea wachache kimekua na kuwa mojawapo ya vipindi vya sauti vya elimu ya uraia vilivyodumu kwa muda mrefu zaidi katika kanda hii. Kila wiki, raia, maafisa na wataalamu hukutana kwenye X Spaces kujadili masuala yanayogusa maisha ya kila siku.</p>
<h2>Mada zilizoombwa zaidi mwaka huu</h2>
<ol>
<li>Jinsi serikali za kaunti zinavyonunua bidhaa na huduma</li>
<li>Wajibu wa wajumbe wa bunge la kaunti (MCA) na jinsi ya kuwafikia</li>
<li>Afya ya akili na ustawi wa vijana</li>
</ol>
<p>Tunamshukuru kila mzungumzaji na kila msikilizaji. Jiunge nasi kila Jumatano saa mbili usiku.</p>`,
    },
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
    sw: {
      title: "Art in Heart Yawakaribisha Wasanii Chipukizi 60 Mjini Kitengela",
      excerpt:
        "Kundi jipya la wachoraji, washairi na wanamuziki linaanza programu ya wiki kumi na mbili inayounganisha kazi za sanaa na usaidizi wa rika kuhusu afya ya akili.",
      content: `Art in Heart huwaleta pamoja vijana wabunifu ili watunge kazi za sanaa kuhusu mambo yanayowalemea, na wayazungumzie mambo hayo mahali salama.

Kundi hili litakutana kila Jumamosi kwa wiki kumi na mbili. Kila kikao kinajumuisha:
• Saa moja ya kazi za sanaa chini ya uongozi wa msanii kutoka jamii
• Duara la kusikilizana linaloongozwa na mshauri rika aliyepata mafunzo
• Tafakari fupi ambayo kila mshiriki anaiandika katika shajara yake

Programu itahitimishwa kwa maonyesho ya wazi kwa umma na jioni ya vipaji mwezi Novemba. Familia, walimu na viongozi wa eneo wote wanakaribishwa.`,
    },
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
    sw: {
      title: "Kliniki za Elimu ya Uraia Zafikia Shule 25 Katika Kaunti ya Machakos",
      excerpt:
        "Wanafunzi walijifunza kuhusu Sheria ya Haki za Binadamu katika Katiba kupitia mabunge ya kaunti ya kuigiza, mijadala na maigizo.",
      content: `<p>Kwa muda wa wiki sita, wawezeshaji wetu walizuru shule 25 za upili kuendesha kliniki shirikishi kuhusu Katiba ya Kenya. Badala ya mihadhara, wanafunzi waliendesha mabunge yao wenyewe ya kaunti ya kuigiza, wakawasilisha hoja na kuzipigia kura.</p>
<p>Walimu walieleza kuwa wanafunzi ambao kwa kawaida huzungumza mara chache darasani ndio walioongoza baadhi ya mijadala. Kila shule sasa ina klabu ya uraia yenye mwalimu mlezi aliyepata mafunzo.</p>
<h3>Mada za kliniki</h3>
<ul>
<li>Haki na wajibu wa raia</li>
<li>Jinsi ugatuzi unavyofanya kazi, kuanzia wadi hadi kaunti</li>
<li>Uchaguzi, uadilifu na ushiriki kwa amani</li>
</ul>`,
    },
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
    sw: {
      title: "Mdahalo wa Jamii Kuhusu Upatikanaji wa Maji Mjini Isinya",
      excerpt:
        "Wakazi, wanachama wa kamati ya maji na maafisa wa kaunti walikutana na kukubaliana kuhusu mgao wa haki wa maji na ukarabati wa visima viwili vya jamii.",
      content: `Karibu wakazi 150 walihudhuria mdahalo huo katika ukumbi wa jamii wa Isinya, ulioandaliwa baada ya wiki kadhaa za malalamiko kuhusu foleni ndefu katika visima vya jamii.

Hatua zilizokubaliwa:
- Kamati ya maji itabandika ratiba ya kila wiki ya mgao wa maji kwenye ubao wa matangazo wa chifu
- Maafisa wa maji wa kaunti watakagua visima vyote viwili ndani ya wiki mbili
- Vikundi vya wanawake vitapendekeza wanachama wawili watakaoingia katika kamati ya maji

Tutarejea mwezi Agosti kutathmini maendeleo pamoja na wakazi hao.`,
    },
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
    sw: {
      title: "Mswada Mpya wa Ushiriki wa Umma: Unakuhusu Vipi?",
      excerpt:
        "Mwongozo kwa lugha rahisi kuhusu sheria inayopendekezwa: ushiriki wa maana ni upi, na jinsi raia wanavyoweza kuwataka viongozi kuuzingatia.",
      content: `<p>Katiba ya Kenya inatambua ushiriki wa umma kuwa mojawapo ya tunu za kitaifa, lakini kwa muda mrefu kanuni za jinsi unavyopaswa kufanyika hazijakuwa wazi. Mswada unaopendekezwa unalenga kuziba pengo hilo.</p>
<h2>Mambo matatu ya kujua</h2>
<ol>
<li><strong>Tangazo:</strong> asasi za umma lazima zitangaze vikao angalau siku 14 kabla, kwa lugha ambazo wananchi wanazielewa.</li>
<li><strong>Upatikanaji:</strong> nyaraka lazima zipatikane bila malipo, mtandaoni na katika ofisi za wadi.</li>
<li><strong>Mrejesho:</strong> raia lazima waelezwe jinsi maoni yao yalivyozingatiwa.</li>
</ol>
<p>Soma <em>muhtasari wetu wa sera</em> kamili katika sehemu ya Machapisho, na utoe maoni yako katika mdahalo wetu unaofuata.</p>`,
    },
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
    sw: {
      title: "Wajitolea Wapata Mafunzo ya Kuwa Mabingwa wa Uraia Katika Jamii",
      excerpt:
        "Wajitolea arobaini kutoka kaunti tano walihitimu kambi ya mafunzo kuhusu uwezeshaji wa mikutano, haki za raia na ulinzi wa walio hatarini.",
      content: `Programu yetu ya Mabingwa wa Uraia huwaandaa wajitolea kuongoza mazungumzo katika mitaa yao wenyewe.

Katika mafunzo hayo ya siku tano, washiriki walijizoeza:
• Kuendesha mkutano wa jamii ambapo kila mtu anapata nafasi ya kuzungumza
• Kueleza bajeti za kaunti kwa kutumia mifano rahisi ya mtaani
• Kuwaelekeza wanaohitaji msaada kwenye huduma zinazofaa

Kila bingwa ataandaa angalau midahalo mitatu katika miezi sita ijayo.`,
    },
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
    sw: {
      title: "Kongamano la Uongozi 2025: Kujenga Taasisi Zinazowajibika",
      excerpt:
        "Viongozi kutoka serikali za kaunti, mashirika ya kiraia na mitandao ya vijana walikutana kwa siku mbili kubadilishana uzoefu kuhusu kinachozifanya taasisi ziaminike.",
      content: `<p>Kongamano la Uongozi la mwaka 2025 liliwaleta pamoja zaidi ya washiriki 500 kwa siku mbili za mijadala ya jopo, warsha na midahalo ya wazi.</p>
<p>Vikao viliangazia ununuzi wa umma ulio wazi, usimamizi wa raia juu ya miradi ya umma, na nafasi ya vijana katika kufanya maamuzi. Ripoti ya kongamano, pamoja na mapendekezo yake yote, inapatikana katika sehemu ya Machapisho.</p>
<table><thead><tr><th>Siku</th><th>Mada kuu</th></tr></thead><tbody><tr><td>Siku ya 1</td><td>Uwajibikaji na utoaji wa huduma</td></tr><tr><td>Siku ya 2</td><td>Vijana, ujumuishaji na safari ya kuelekea 2027</td></tr></tbody></table>`,
    },
  },
  {
    title: "Planning Notes: End-of-Year Community Club Gathering",
    category: "Community",
    published_at: null,
    excerpt: "Draft announcement for the December gathering of community clubs.",
    content: "<p>Venue, date and programme to be confirmed by the clubs team.</p>",
  },
];

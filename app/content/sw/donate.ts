/** Kiswahili twin of ../donate.ts: the donate page. */
import type * as en from "../donate.ts";

export const donateMeta: typeof en.donateMeta = {
  title: "Changia",
  description:
    "Saidia elimu ya uraia nchini Kenya: fadhili midahalo ya jamii, warsha za Art in Heart, programu za vijana na mafunzo ya uongozi kwa M-Pesa, kwa uhamisho wa benki au kwa vitu.",
};

export const donateHero: typeof en.donateHero = {
  eyebrow: "Saidia kazi yetu",
  title: "Mchango wako huwawezesha raia kupata habari na kusikika",
  intro:
    "Kila shilingi inafadhili midahalo, mafunzo na nafasi za ubunifu ambapo Wakenya hujifunza haki zao na kushiriki katika maamuzi yanayoathiri maisha yao.",
  cta: "Changia kwa M-Pesa",
};

export const mpesaSection: typeof en.mpesaSection = {
  id: "mpesa",
  eyebrow: "Lipa na M-Pesa",
  title: "Changia kutoka simu yoyote",
  intro: "Tumia maelezo haya kwenye menyu ya M-Pesa. Inafanya kazi kwenye kila simu, hata bila data.",
};

export const impactFigures: typeof en.impactFigures = [
  { figure: "impact_people_reached", label: "Maisha yaliyoguswa" },
  { figure: "impact_dialogues", label: "Midahalo iliyofanyika" },
  { value: "25+", label: "Jamii washirika" },
  { value: "5+", label: "Miaka ya huduma" },
];

export const donationPresets: typeof en.donationPresets = [
  { amount: 500, label: "Saidia mdahalo 1 wa jamii" },
  { amount: 1000, label: "Fadhili warsha ya Art in Heart" },
  { amount: 2500, label: "Mfunze kiongozi 1 wa jamii" },
  { amount: 5000, label: "Saidia programu ya vijana kwa mwezi 1" },
  { amount: 10000, label: "Fadhili tathmini ya matokeo katika jamii" },
  { amount: 0, label: "Kiasi chako mwenyewe" },
];

export const presetsSection: typeof en.presetsSection = {
  eyebrow: "Chagua kiasi",
  title: "Kila kiasi huleta mabadiliko",
  intro: "Chagua kiasi, nasi tutakuonyesha jinsi ya kukituma kwa M-Pesa kwa chini ya dakika moja.",
  customHint: "Changia kiasi chochote unachochagua",
  choose: "Changia",
  chooseCustom: " kiasi chako mwenyewe",
};

export const allocations: typeof en.allocations = [
  {
    icon: "heart",
    title: "Afya ya akili na Art in Heart",
    description: "Vipindi vya ubunifu, rufaa za ushauri nasaha na maeneo salama kwa vijana.",
    cost: "KSh 2,500 kwa kila mtu",
  },
  {
    icon: "chat",
    title: "Midahalo ya jamii",
    description: "Kumbi, wawezeshaji na nyenzo zinazofikika kwa mikutano ya wazi ya wananchi.",
    cost: "KSh 5,000 kwa kila mdahalo",
  },
  {
    icon: "users",
    title: "Kuwawezesha vijana",
    description: "Ushauri elekezi, kambi za uongozi na klabu za uraia shuleni na katika wadi.",
    cost: "KSh 3,000 kwa kila kijana",
  },
  {
    icon: "calendar",
    title: "Mafunzo ya elimu ya uraia",
    description: "Warsha kuhusu Katiba, bajeti na ushiriki wa umma.",
    cost: "KSh 1,000 kwa kila mshiriki",
  },
];

export const allocationsSection: typeof en.allocationsSection = {
  eyebrow: "Mchango wako unakokwenda",
  title: "Gharama wazi, matokeo yanayoonekana",
  intro: "Tunachapisha gharama za kazi yetu ili uone mchango wako unafanikisha nini.",
};

export const donationMethods: typeof en.donationMethods = [
  {
    method: "Mobile Money",
    title: "Pesa za simu",
    description: "Paybill ya M-Pesa: haraka na rahisi kutoka simu yoyote.",
    icon: "phoneMoney",
    popular: false,
  },
  {
    method: "Credit/Debit Card",
    title: "Kadi ya benki au ya mkopo",
    description: "Visa au Mastercard, kutoka popote duniani.",
    icon: "card",
    popular: true,
  },
  {
    method: "Bank Transfer",
    title: "Uhamisho wa benki",
    description: "Kwa michango mikubwa, wakfu na makampuni.",
    icon: "bank",
    popular: false,
  },
  {
    method: "In-Kind",
    title: "Vitu au huduma",
    description: "Vifaa, zana, kumbi au ujuzi wako wa kitaaluma.",
    icon: "gift",
    popular: false,
  },
];

export const methodsSection: typeof en.methodsSection = {
  eyebrow: "Njia za kuchangia",
  title: "Chagua jinsi ya kuchangia",
  popular: "Inayopendwa zaidi",
  choose: "Changia kwa",
};

export const closingCta: typeof en.closingCta = {
  title: "Bado hujawa tayari kuchangia leo?",
  body: "Jitolee muda wako, waeleze wengine kuhusu kazi yetu au zungumza nasi kuhusu ushirikiano. Kila mchango huimarisha sauti za raia.",
  primary: { label: "Shiriki nasi", to: "/get-involved" },
  secondary: { label: "Zungumza nasi", subject: "Ushirikiano na michango" },
};

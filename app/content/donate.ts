import type { FigureSource } from "../../shared/site-settings.ts";
import type { IconName } from "../components/ui/icon.tsx";

/** Donate page copy and data (see Donating in docs/product.md). Paybill, bank details and impact figures are site settings (shared/site-settings.ts). */
export const donateMeta = {
  title: "Donate",
  description:
    "Support civic education in Kenya: fund community dialogues, Art in Heart workshops, youth programmes and leadership training by M-Pesa, bank transfer or in kind.",
};

export const donateHero = {
  eyebrow: "Support our work",
  title: "Your gift keeps citizens informed and heard",
  intro:
    "Every shilling funds dialogues, trainings and creative spaces where Kenyans learn their rights and take part in the decisions that shape their lives.",
  cta: "Give by M-Pesa",
};

/** The M-Pesa details on the page itself (readable without JavaScript; the modal repeats them). */
export const mpesaSection = {
  id: "mpesa",
  eyebrow: "Lipa na M-Pesa",
  title: "Give from any phone",
  intro: "Use these details in the M-Pesa menu. It works on every phone, even without mobile data.",
};

export const impactFigures: FigureSource[] = [
  { figure: "impact_people_reached", label: "Lives touched" },
  { figure: "impact_dialogues", label: "Dialogues held" },
  { value: "25+", label: "Partner communities" },
  { value: "5+", label: "Years of service" },
];

export type DonationPreset = { amount: number; label: string };

/** Amount 0 means the visitor chooses their own amount. */
export const donationPresets: DonationPreset[] = [
  { amount: 500, label: "Support 1 Community Dialogue" },
  { amount: 1000, label: "Fund Art in Heart Workshop" },
  { amount: 2500, label: "Train 1 Community Leader" },
  { amount: 5000, label: "Support Youth Program for 1 Month" },
  { amount: 10000, label: "Fund Community Impact Assessment" },
  { amount: 0, label: "Custom Amount" },
];

export const presetsSection = {
  eyebrow: "Choose an amount",
  title: "Every amount makes a difference",
  intro: "Pick a gift and we will show you how to send it by M-Pesa in under a minute.",
  customHint: "Give any amount you choose",
  choose: "Give",
  /** after "Give", for screen readers, on the custom amount's card */
  chooseCustom: " a custom amount",
};

export const allocations: { icon: IconName; title: string; description: string; cost: string }[] = [
  {
    icon: "heart",
    title: "Mental health & Art in Heart",
    description: "Creative sessions, counselling referrals and safe spaces for young people.",
    cost: "KSh 2,500 per person",
  },
  {
    icon: "chat",
    title: "Community dialogues",
    description: "Venues, facilitators and accessible materials for town-hall conversations.",
    cost: "KSh 5,000 per dialogue",
  },
  {
    icon: "users",
    title: "Youth empowerment",
    description: "Mentorship, leadership camps and civic clubs in schools and wards.",
    cost: "KSh 3,000 per youth",
  },
  {
    icon: "calendar",
    title: "Civic education training",
    description: "Workshops on the Constitution, budgets and public participation.",
    cost: "KSh 1,000 per participant",
  },
];

export const allocationsSection = {
  eyebrow: "Where your donation goes",
  title: "Clear costs, visible results",
  intro: "We publish what our work costs so you can see what your gift achieves.",
};

export type DonationMethod = "Mobile Money" | "Credit/Debit Card" | "Bank Transfer" | "In-Kind";

/** `method` picks the instructions (method-instructions.tsx); `title` is what the visitor reads. */
export const donationMethods: {
  method: DonationMethod;
  title: string;
  description: string;
  icon: IconName;
  popular: boolean;
}[] = [
  {
    method: "Mobile Money",
    title: "Mobile Money",
    description: "M-Pesa paybill: instant and simple from any phone.",
    icon: "phoneMoney",
    popular: false,
  },
  {
    method: "Credit/Debit Card",
    title: "Credit/Debit Card",
    description: "Visa or Mastercard, from anywhere in the world.",
    icon: "card",
    popular: true,
  },
  {
    method: "Bank Transfer",
    title: "Bank Transfer",
    description: "For larger gifts, foundations and companies.",
    icon: "bank",
    popular: false,
  },
  {
    method: "In-Kind",
    title: "In-Kind",
    description: "Materials, equipment, venues or your professional skills.",
    icon: "gift",
    popular: false,
  },
];

export const methodsSection = {
  eyebrow: "Ways to give",
  title: "Choose how you give",
  popular: "Most Popular",
  choose: "Give with",
};

export const closingCta = {
  title: "Not ready to give today?",
  body: "Volunteer your time, share our work or talk to us about partnering. Every contribution strengthens citizen voices.",
  primary: { label: "Get Involved", to: "/get-involved" },
  secondary: { label: "Talk to Us", subject: "Partnership and giving" },
};

/** Kiswahili twin of ../apply.ts: the application form (/apply) for volunteering, internships and jobs. */
import type * as en from "../apply.ts";
import { personFields } from "./forms.ts";

export const applyPage: typeof en.applyPage = {
  meta: {
    title: "Tuma maombi",
    description:
      "Omba kujitolea, kupata mafunzo kazini au kufanya kazi na Uraia: tueleze machache kukuhusu na uambatishe CV yako. Tunasoma maombi yote.",
    path: "/apply",
  },
  kinds: {
    volunteer: {
      eyebrow: "Jitolee nasi",
      title: "Omba kujitolea",
      intro: "Toa muda na ujuzi wako kwa elimu ya uraia katika jamii yako. Tueleze machache kukuhusu.",
    },
    internship: {
      eyebrow: "Mafunzo kazini",
      title: "Omba nafasi ya mafunzo kazini",
      intro:
        "Jifunze jinsi elimu ya uraia, utafiti na utetezi vinavyofanyika kwa vitendo, pamoja na timu za programu zetu.",
    },
    job: {
      eyebrow: "Ajira",
      title: "Omba kazi",
      intro: "Jiunge na timu ndogo inayowasaidia Wakenya kushiriki katika maamuzi yanayoathiri maisha yao.",
    },
  },
  formTitle: "Maombi yako",
  applyingFor: "Unaomba",
  kindLabel: "Unaomba nini?",
  kindPlaceholder: "Chagua moja",
  kindOptions: { volunteer: "Kujitolea", internship: "Mafunzo kazini", job: "Kazi" },
  fields: {
    ...personFields,
    reference: { label: "Unaomba nafasi gani?", placeholder: "k.m. Mhamasishaji wa jamii" },
    message: {
      label: "Kwa nini unavutiwa?",
      placeholder: "Sentensi chache kukuhusu na kile utakacholeta…",
    },
    attachment: { label: "CV yako", hint: "PDF isiyozidi MB 5." },
  },
  submit: "Tuma maombi",
  sentTitle: "Maombi yamepokelewa!",
  sentBody: "Asante kwa kutuma maombi. Timu yetu husoma maombi yote na itawasiliana nawe ndani ya wiki mbili.",
  another: "Tuma maombi mengine",
  back: { label: "Tazama nafasi nyingine", to: "/get-involved" },
};

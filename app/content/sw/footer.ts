/** Kiswahili twin of ../footer.ts: the footer's words and link groups, and the privacy, terms and cookie statements. */
import type * as en from "../footer.ts";

export const footerAbout: typeof en.footerAbout =
  "Elimu ya uraia, utawala bora na sauti za mashinani: tunasaidia jamii kote nchini Kenya kuelewa haki zao, kushiriki katika maamuzi na kuwawajibisha viongozi.";

export const footerLinkGroups: typeof en.footerLinkGroups = [
  {
    title: "Shirika",
    links: [
      { label: "Kuhusu sisi", to: "/about" },
      { label: "Timu yetu", to: "/about#team" },
      { label: "Dhamira na dira", to: "/mission-vision" },
      { label: "Matokeo katika jamii", to: "/community-impact" },
      { label: "Programu zetu", to: "/programs" },
    ],
  },
  {
    title: "Maudhui",
    links: [
      { label: "Habari", to: "/news" },
      { label: "Picha za matukio", to: "/event-gallery" },
      { label: "Kitovu cha Habari", to: "/media-hub" },
      { label: "Nyenzo", to: "/resources" },
    ],
  },
  {
    title: "Shiriki",
    links: [
      { label: "Shiriki nasi", to: "/get-involved" },
      { label: "Jitolee", to: "/volunteer" },
      { label: "Changia", to: "/donate" },
      { label: "Hesabu wazi", to: "/transparency" },
      { label: "Wasiliana nasi", to: "/contact" },
    ],
  },
];

export const newsletter: typeof en.newsletter = {
  title: "Pata habari zetu",
  intro: "Habari za uraia, midahalo ijayo na machapisho mapya, takriban mara moja kwa mwezi.",
  label: "Anwani ya barua pepe",
  placeholder: "jina@mfano.com",
  button: "Jiandikishe",
};

/** The privacy statement (Sheria ya Ulinzi wa Data, 2019); `retentionDays` is the site's MESSAGE_RETENTION_DAYS. */
export const privacyStatement: typeof en.privacyStatement = (retentionDays) => {
  const kept = retentionDays === 365 ? "mwaka mmoja" : `siku ${retentionDays}`;
  return {
    id: "privacy",
    title: "Sera ya faragha",
    body: "Uraia Civic Trust hushughulikia data yako binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya, 2019. Kamwe hatuiuzi wala hatuwapi watangazaji.",
    points: [
      "Tunachokusanya: kile tu unachotutumia kupitia fomu zetu au kwa barua pepe (jina lako, barua pepe, nambari ya simu, kaunti, shirika, ujumbe wako na CV yoyote unayoambatisha), wakati ulipokubali taarifa hii, na anwani ya mtandao ambako fomu ilitumwa, ili kuzuia matumizi mabaya.",
      "Kwa nini: ili tukujibu, tushughulikie maombi au usajili wako, na, baada ya wewe kuthibitisha, tukutumie jarida.",
      `Kwa muda gani: ujumbe, maombi na usajili hufutwa ${kept} baada ya kushughulikiwa; usajili wa jarida ambao haujathibitishwa hufutwa baada ya siku 30. Unaweza kujiondoa kwenye jarida wakati wowote.`,
      "Haki zako: kujua tunachohifadhi kukuhusu na kupata nakala yake, kukirekebisha au kukifuta, na kupinga jinsi tunavyokitumia. Tuulize nasi tutakujibu ndani ya siku 30. Unaweza pia kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data.",
      "Wa kuwasiliana naye: Afisa wa Ulinzi wa Data, Uraia Civic Trust, Barabara ya Namanga, Kitengela; info@uraia.org au +254 712 345 678.",
    ],
  };
};

export const legalStatements: typeof en.legalStatements = [
  privacyStatement(365),
  {
    id: "terms",
    title: "Masharti ya matumizi",
    body: "Maudhui ya tovuti hii ni kwa ajili ya elimu ya uraia. Unaweza kuyashiriki ukilitaja shirika letu kama chanzo; machapisho yanabaki kuwa kazi ya waandishi wake.",
  },
  {
    id: "cookies",
    title: "Sera ya vidakuzi",
    body: "Tovuti hii haiweki vidakuzi vya matangazo wala vya kufuatilia. Wafanyakazi wanapoingia, kivinjari huhifadhi tokeni pale tu wanapotumia eneo la usimamizi.",
  },
];

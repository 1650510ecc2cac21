import type { PASSWORD_ADVICE } from "./en.ts";

type Advice = typeof PASSWORD_ADVICE;

/**
 * The estimator's advice in Kiswahili, key for key (docs/kiswahili-glossary.md: password = nenosiri).
 * The server writes the English; a staff member working in Kiswahili reads these
 * (shared/staff-errors.ts, decision 0075).
 */
export const PASSWORD_ADVICE_SW: { warnings: Advice["warnings"]; suggestions: Advice["suggestions"] } = {
  warnings: {
    straightRow: "Safu zilizonyooka za vitufe vya kibodi ni rahisi kukisiwa.",
    keyPattern: "Mifumo mifupi ya kibodi ni rahisi kukisiwa.",
    simpleRepeat: 'Herufi zinazorudiwa kama "aaa" ni rahisi kukisiwa.',
    extendedRepeat: 'Mifumo ya herufi inayorudiwa kama "abcabcabc" ni rahisi kukisiwa.',
    sequences: 'Mfuatano wa kawaida wa herufi kama "abc" ni rahisi kukisiwa.',
    recentYears: "Miaka ya karibuni ni rahisi kukisiwa.",
    dates: "Tarehe ni rahisi kukisiwa.",
    topTen: "Hili ni nenosiri linalotumiwa sana mno.",
    topHundred: "Hili ni nenosiri linalotumiwa mara nyingi.",
    common: "Hili ni nenosiri linalotumiwa na watu wengi.",
    similarToCommon: "Hili linafanana na nenosiri linalotumiwa na watu wengi.",
    wordByItself: "Neno moja peke yake ni rahisi kukisiwa.",
    namesByThemselves: "Jina moja au jina la ukoo peke yake ni rahisi kukisiwa.",
    commonNames: "Majina na majina ya ukoo yaliyozoeleka ni rahisi kukisiwa.",
    userInputs: "Lisiwe na taarifa zako binafsi wala za ukurasa huu.",
    pwned: "Nenosiri lako lilifichuka katika uvujaji wa data kwenye mtandao.",
  },
  suggestions: {
    l33t: "Epuka kubadilisha herufi kwa namna inayotabirika, kama '@' badala ya 'a'.",
    reverseWords: "Epuka maneno ya kawaida yaliyoandikwa kinyume.",
    allUppercase: "Tumia herufi kubwa kwa baadhi ya herufi, si zote.",
    capitalization: "Tumia herufi kubwa zaidi ya ile ya kwanza.",
    dates: "Epuka tarehe na miaka inayohusiana nawe.",
    recentYears: "Epuka miaka ya karibuni.",
    associatedYears: "Epuka miaka inayohusiana nawe.",
    sequences: "Epuka mfuatano wa kawaida wa herufi.",
    repeated: "Epuka maneno na herufi zinazorudiwa.",
    longerKeyboardPattern: "Tumia mifumo mirefu zaidi ya kibodi, na ubadilishe mwelekeo wa kuandika mara kadhaa.",
    anotherWord: "Ongeza maneno zaidi yasiyo ya kawaida.",
    useWords: "Tumia maneno kadhaa, lakini epuka misemo iliyozoeleka.",
    noNeed: "Unaweza kuunda nenosiri imara bila alama, tarakimu wala herufi kubwa.",
    pwned: "Ikiwa unatumia nenosiri hili mahali pengine, ulibadilishe.",
  },
};

import type * as en from "../admin-donations.ts";

/** Kiswahili twin of app/content/admin-donations.ts: the finance screen (decision 0072). */
export const donationsCopy: typeof en.donationsCopy = {
  title: "Michango",
  intro:
    "Kila mchango wa M-Pesa: maombi yaliyotumwa kutoka ukurasa wa kuchangia na malipo ya Paybill yaliyofanywa kwenye menyu ya M-Pesa.",
  statusLabel: "Hali",
  sourceLabel: "Chanzo",
  fromLabel: "Kuanzia",
  toLabel: "Hadi",
  searchLabel: "Risiti au simu",
  searchPlaceholder: "k.m. TK12AB34CD au 0712…",
  search: "Tumia",
  all: "Zote",
  export: "Pakua CSV",
  empty: "Hakuna michango inayolingana na kichujio hiki.",
  more: "Onyesha zaidi",
  totals: {
    count: "Michango",
    paid: "Imelipwa",
    amount: "Jumla iliyolipwa",
  },
  statuses: {
    pending: "Inasubiri",
    paid: "Imelipwa",
    cancelled: "Imeghairiwa",
    failed: "Imeshindikana",
    expired: "Muda umekwisha",
    review: "Ya kukagua",
  },
  sources: { stk: "Ombi kutoka tovuti", paybill: "Paybill" },
  columns: { date: "Tarehe", amount: "Kiasi", status: "Hali", source: "Chanzo", phone: "Simu", receipt: "Risiti" },
  detail: {
    title: "Historia",
    open: "Historia",
    close: "Funga",
    check: "Kagua na M-Pesa",
    checking: "Inakagua…",
    checked: {
      settled: "M-Pesa imetoa jibu la mwisho.",
      pending: "M-Pesa bado inashughulikia malipo haya.",
      expired: "Hakuna jibu la mwisho ndani ya dakika 10: imewekwa kuwa muda umekwisha.",
      "not-pending": "Mchango huu tayari una jibu la mwisho.",
      busy: "Unakaguliwa sasa hivi.",
    },
    raw: "Ilichotuma M-Pesa",
    asked: "Kilichoombwa",
    paid: "Kilicholipwa",
    name: "Jina",
    email: "Barua pepe",
    ref: "Kumbukumbu",
  },
};

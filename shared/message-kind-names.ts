import type { Locale } from "./locales.ts";
import { KIND_LABELS, type MessageKind, type MessageStatus, STATUS_LABELS } from "./message-kinds.ts";

/**
 * The kinds and states of messages in each language, for the admin's inbox and
 * the staff notices (decision 0072). English is shared/message-kinds.ts's.
 */
export const KIND_NAMES: Record<Locale, Record<MessageKind, string>> = {
  en: KIND_LABELS,
  sw: {
    general: "Ujumbe",
    volunteer: "Ombi la kujitolea",
    internship: "Ombi la mafunzo kazini",
    job: "Ombi la kazi",
    registration: "Usajili",
    partnership: "Ombi la ushirikiano",
    resource: "Ombi la nyenzo",
    order: "Oda",
  },
};

export const STATUS_NAMES: Record<Locale, Record<MessageStatus, string>> = {
  en: STATUS_LABELS,
  sw: { new: "Mpya", read: "Umesomwa", handled: "Umeshughulikiwa", spam: "Barua taka", archived: "Kumbukumbu" },
};

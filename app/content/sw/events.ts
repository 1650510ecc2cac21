/** Kiswahili twin of ../events.ts: an event's own page (/events/{id}) and the calendar links beside event lists. */
import type * as en from "../events.ts";

export const eventPage: typeof en.eventPage = {
  eyebrow: {
    dialogue: "Mdahalo wa jamii",
    session: "Kipindi cha elimu ya uraia",
    action: "Shughuli ya mashinani",
    "club-event": "Tukio la klabu ya jamii",
    conference: "Tukio la programu",
  },
  when: "Lini",
  where: "Mahali",
  joinOnline: "Jiunge mtandaoni",
  participants: "Wanaoweza kuhudhuria",
  state: {
    scheduled: null,
    rescheduled: "Tukio hili lina tarehe mpya",
    postponed: "Tukio hili limeahirishwa: tarehe mpya itatangazwa",
    cancelled: "Tukio hili limefutwa",
  },
  register: "Jisajili",
  back: "Tazama matukio yote ya aina hii",
  notFoundTitle: "Tukio halikupatikana",
  notFoundText: "Tukio hili halimo kwenye kalenda yetu. Huenda limeondolewa.",
  defaultDescription: (title, place, online) =>
    `${title}: tukio la Uraia${online ? " mtandaoni" : place ? ` katika ${place}` : ""}. Njoo usikilize, na utoe maoni yako.`,
};

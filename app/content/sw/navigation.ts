/** Kiswahili twin of ../navigation.ts: the header menu, the header search and the lite switch. */
import type * as en from "../navigation.ts";

export const joinButton: typeof en.joinButton = { label: "Jiunge nasi", to: "/get-involved" };

export const navigation: typeof en.navigation = [
  { label: "Mwanzo", to: "/" },
  {
    label: "Kuhusu sisi",
    to: "/about",
    items: [
      { label: "Historia yetu", to: "/about" },
      { label: "Dhamira na dira", to: "/mission-vision" },
      { label: "Matokeo katika jamii", to: "/community-impact" },
      { label: "Timu", to: "/team" },
      { label: "Washirika", to: "/partners" },
    ],
  },
  {
    label: "Kazi yetu",
    to: "/programs",
    items: [
      { label: "Programu zetu", to: "/programs" },
      { label: "X Spaces", to: "/programs#x-spaces" },
      { label: "Makongamano", to: "/programs#conferences" },
      { label: "Ushiriki wa umma", to: "/programs#public-participation" },
      { label: "Elimu ya uraia", to: "/civic-education" },
      { label: "Art in Heart", to: "/art-in-heart" },
    ],
  },
  { label: "Habari", to: "/news" },
  {
    label: "Maudhui",
    to: "/media-hub",
    items: [
      { label: "Kitovu cha Habari", to: "/media-hub" },
      { label: "Machapisho", to: "/publications" },
      { label: "Simulizi za jamii", to: "/community-stories" },
      { label: "Picha za matukio", to: "/event-gallery" },
      { label: "Nyenzo", to: "/resources" },
    ],
  },
  {
    label: "Shiriki nasi",
    to: "/get-involved",
    items: [
      { label: "Jiunge na vuguvugu letu", to: "/get-involved" },
      { label: "Jitolee", to: "/volunteer" },
      { label: "Pata mafunzo kazini nasi", to: "/intern" },
      { label: "Fanya kazi nasi", to: "/work-with-us" },
      { label: "Changia", to: "/donate" },
      { label: "Duka", to: "/shop" },
    ],
  },
  { label: "Wasiliana nasi", to: "/contact" },
];

export const headerSearch: typeof en.headerSearch = {
  label: "Tafuta kwenye tovuti",
  placeholder: "Tafuta",
  button: "Tafuta",
};

export const liteSwitchCopy: typeof en.liteSwitchCopy = {
  label: "Toleo la tovuti",
  lite: "Toleo jepesi",
  full: "Toleo kamili",
  note: "Toleo jepesi halitumii JavaScript na lina picha ndogo zaidi, ili kuokoa data ya simu.",
};

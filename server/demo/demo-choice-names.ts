import type { ChoiceList } from "../../shared/choices.ts";
import type { Services } from "../services.ts";
import { DEMO_SEEDER } from "./demo-translation.ts";

/**
 * The Kiswahili names of the demo's managed list entries (decision 0076; words
 * from docs/kiswahili-glossary.md). Programme names (X Spaces, Art in Heart)
 * stay as they are, as the glossary says.
 */
export const DEMO_CHOICE_NAMES_SW: Readonly<Record<ChoiceList, Readonly<Record<string, string>>>> = {
  "news-categories": {
    General: "Jumla",
    "Public Participation": "Ushiriki wa umma",
    "X Spaces": "X Spaces",
    "Art in Heart": "Art in Heart",
    "Civic Education": "Elimu ya uraia",
    Community: "Jamii",
    Governance: "Utawala",
  },
  "publication-types": {
    Report: "Ripoti",
    "Conference Report": "Ripoti ya kongamano",
    "Research Report": "Ripoti ya utafiti",
    "Policy Brief": "Muhtasari wa sera",
    "Impact Report": "Ripoti ya matokeo",
  },
};

/** Gives every demo entry its Kiswahili name, through the service staff use. */
export async function nameDemoChoices(services: Services): Promise<void> {
  for (const [list, names] of Object.entries(DEMO_CHOICE_NAMES_SW) as Array<[ChoiceList, Record<string, string>]>)
    for (const entry of await services.choices.list(list)) {
      const name_sw = names[entry.name];
      if (name_sw) await services.choices.update(DEMO_SEEDER, list, entry.id, { name_sw });
    }
}

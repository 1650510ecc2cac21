import type { Opportunity } from "../get-involved.ts";
import type { LinkAction } from "../page-types.ts";

/**
 * Makes the card maker for one kind of opportunity, whose action is built from the card's
 * `reference`: the English title, which links carry in both languages (English leaves it out).
 */
export const opportunityMaker =
  (action: (reference: string) => LinkAction) =>
  (
    icon: Opportunity["icon"],
    title: string,
    description: string,
    commitment: string,
    reference = title,
  ): Opportunity => ({
    icon,
    title,
    description,
    commitment,
    action: action(reference),
  });

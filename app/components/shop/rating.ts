import { fillIn } from "../../../shared/fill-in.ts";

/** Five stars, the first floor(rating) filled (Shop products in docs/product.md). */
export function starStates(rating: number): boolean[] {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return Array.from({ length: 5 }, (_, i) => i < filled);
}

/** The accessible text of a rating, from the page's words: 'Rated 4.6 out of 5'. */
export const ratingLabel = (rating: number, words = "Rated {rating} out of 5") => fillIn(words, { rating });

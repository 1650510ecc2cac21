/** Five stars, the first floor(rating) filled (Shop products in docs/product.md). */
export function starStates(rating: number): boolean[] {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return Array.from({ length: 5 }, (_, i) => i < filled);
}

/** The accessible text of a rating: 'Rated 4.6 out of 5'. */
export const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;

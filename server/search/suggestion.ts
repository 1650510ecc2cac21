/**
 * "Did you mean …" from the index's own words: for each word of a query that
 * found nothing, the nearest word of the index (the optimal string alignment
 * distance: an added, dropped, changed or swapped letter counts one), at most 1
 * away for a word of up to 4 letters and 2 for longer ones; among equals the
 * most common (the engines list them so). Phrases and words the index has stay.
 */
export function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** The nearest of `candidates` (most common first) to `word`, or null when none is near enough. */
export function nearest(word: string, candidates: readonly string[]): string | null {
  if (candidates.includes(word)) return null;
  const limit = [...word].length <= 4 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const d = distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

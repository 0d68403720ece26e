/** Edit distance with transpositions (optimal string alignment): 'sofpos' → 'softpos' is 1. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The words of some labels, lower case: 'SoftPOS', '3D Secure' → softpos, 3d, secure. */
export function vocabularyOf(labels: readonly string[]): string[] {
  return [...new Set(labels.flatMap((label) => label.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))];
}

/** How far a word may be from a known one: one slip in a short word, two in a long one. */
const allowedDistance = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * The query with each unknown word replaced by the nearest known word, when one is near enough
 * ('sofpos' → 'softpos'); the query itself when nothing is. Used only when a query finds nothing.
 */
export function correctSpelling(query: string, vocabulary: readonly string[]): string {
  const known = new Set(vocabulary);
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (known.has(word)) return word;
      let best = word;
      let bestDistance = allowedDistance(word) + 1;
      for (const candidate of vocabulary) {
        const distance = editDistance(word, candidate);
        if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
      }
      return best;
    })
    .join(' ');
}

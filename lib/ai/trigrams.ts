/**
 * Title similarity as PostgreSQL's pg_trgm computes it, for Ask AI's duplicate finder: a text's
 * trigrams are those of its words (runs of letters and digits, lower-cased), each padded with two
 * spaces before and one after; the similarity of two texts is their shared trigrams over all their
 * trigrams (0–1). `similarPairs` finds every pair at or above a threshold without comparing every
 * pair (prefix filtering: two sets that similar must share one of their rarest trigrams), yielding to
 * the event loop as it goes. Pure, but for that yield.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigram set of a text, as pg_trgm's show_trgm gives it. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = [" ", " ", ...word, " "];
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3).join(""));
  }
  return set;
}

/** pg_trgm's similarity of two trigram sets: shared over the union (0 when either is empty). */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface SimilarPair {
  /** Indexes into the texts, i < j. */
  i: number;
  j: number;
  similarity: number;
}

/** Candidate checks between two yields to the event loop. */
const CHECKS_PER_TURN = 4_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every pair of texts whose similarity is at least `threshold` (0 < threshold ≤ 1) and that `keep`
 * accepts, most similar first, at most `limit` of them. Each text's trigrams are ordered rarest
 * first; a pair at the threshold shares at least ⌈t·|A|⌉ trigrams, hence one of the first
 * |A| − ⌈t·|A|⌉ + 1 of each (the prefix), so only texts sharing a prefix trigram are compared.
 */
export async function similarPairs(
  texts: readonly string[],
  threshold: number,
  options: { keep?: (i: number, j: number) => boolean; limit?: number } = {},
): Promise<SimilarPair[]> {
  const sets = texts.map(trigrams);
  const frequency = new Map<string, number>();
  for (const set of sets) for (const gram of set) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
  const rarestFirst = (x: string, y: string) =>
    frequency.get(x)! - frequency.get(y)! || (x < y ? -1 : x > y ? 1 : 0);
  // Each text's prefix trigrams, indexed: text i is compared with the earlier texts sharing one.
  const postings = new Map<string, number[]>();
  const pairs: SimilarPair[] = [];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let checks = 0;
  for (let i = 0; i < sets.length; i++) {
    const set = sets[i]!;
    if (set.size === 0) continue;
    const prefix = [...set].sort(rarestFirst).slice(0, set.size - Math.ceil(threshold * set.size) + 1);
    const seen = new Set<number>();
    for (const gram of prefix) {
      const list = postings.get(gram);
      if (list) {
        for (const j of list) {
          if (seen.has(j)) continue;
          seen.add(j);
          const other = sets[j]!;
          // A set much smaller or larger cannot reach the threshold.
          if (other.size < threshold * set.size || set.size < threshold * other.size) continue;
          if (options.keep && !options.keep(j, i)) continue;
          const similarity = setSimilarity(set, other);
          if (similarity >= threshold - 1e-9) pairs.push({ i: j, j: i, similarity });
          if (++checks % CHECKS_PER_TURN === 0) await turn();
        }
      }
      if (list) list.push(i);
      else postings.set(gram, [i]);
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity || x.i - y.i || x.j - y.j);
  return pairs.slice(0, limit);
}

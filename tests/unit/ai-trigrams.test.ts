import { setSimilarity, similarPairs, trigrams } from "@/lib/ai/trigrams";

const similarity = (a: string, b: string) => setSimilarity(trigrams(a), trigrams(b));

describe("trigrams as pg_trgm makes them", () => {
  it("pads each lower-cased word with two spaces before and one after", () => {
    // SELECT show_trgm('Cat'): {"  c"," ca","at ","cat"}
    expect([...trigrams("Cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    // Words are runs of letters and digits; anything else separates them, and repeats count once.
    expect([...trigrams("a-b a")].sort()).toEqual(["  a", "  b", " a ", " b "]);
    expect(trigrams("¿Qué? Ñu").has(" ñu")).toBe(true);
    expect(trigrams("  !! ").size).toBe(0);
  });

  it("gives PostgreSQL's similarity", () => {
    // The pg_trgm documentation: similarity('word', 'two words') = 0.36363637.
    expect(similarity("word", "two words")).toBeCloseTo(0.36363637, 7);
    expect(similarity("Fix the login", "fix THE login!")).toBe(1);
    expect(similarity("", "anything")).toBe(0);
  });
});

describe("similarPairs", () => {
  /** Every pair at the threshold, by comparing every pair. */
  const everyPair = (texts: string[], threshold: number) => {
    const found: string[] = [];
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++)
        if (similarity(texts[i]!, texts[j]!) >= threshold) found.push(`${i}-${j}`);
    return found.sort();
  };

  it("finds exactly the pairs a comparison of every pair finds", async () => {
    const words = ["login", "page", "safari", "billing", "export", "search", "notes", "mobile", "api"];
    const texts = Array.from({ length: 300 }, (_, n) => {
      const pick = (k: number) => words[(n * (k + 5) + k * 11 + Math.floor(n / (k + 3))) % words.length]!;
      return `${["Fix", "Write", "Test", "Ship"][n % 4]} ${pick(0)} ${pick(1)}${n % 5 === 0 ? "" : ` ${pick(2)}`}`;
    });
    for (const threshold of [0.3, 0.5, 0.8]) {
      const pairs = await similarPairs(texts, threshold);
      const expected = everyPair(texts, threshold);
      expect(expected.length).toBeGreaterThan(10);
      expect(pairs.map((pair) => `${pair.i}-${pair.j}`).sort()).toEqual(expected);
      expect(pairs.every((pair) => pair.i < pair.j && pair.similarity >= threshold)).toBe(true);
    }
  });

  it("keeps only the pairs asked for, most similar first, up to the limit", async () => {
    const texts = ["Fix the login page", "Fix the login page now", "Fix login page", "Order chairs"];
    const all = await similarPairs(texts, 0.5);
    expect(all.map((pair) => [pair.i, pair.j])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(all[0]!.similarity).toBeGreaterThanOrEqual(all[1]!.similarity);
    const withoutFirst = await similarPairs(texts, 0.5, { keep: (i, j) => i !== 0 && j !== 0 });
    expect(withoutFirst.map((pair) => [pair.i, pair.j])).toEqual([[1, 2]]);
    expect(await similarPairs(texts, 0.5, { limit: 1 })).toHaveLength(1);
  });
});

// The built-in assistant's summary of a document (no model): the sentences that carry its most
// frequent words, in the document's order, and how long it is. Pure; unit-tested.

/** Words too common to tell what a text is about (English and Spanish). */
const STOPWORDS = new Set(
  (
    "the and for that with this from are was were been have has had not but you your our their its " +
    "they them his her she him all any can will would should could into about than then there these " +
    "those what when where which who whom how also more most such only other some very just over " +
    "el la los las un una unos unas de del que y en por para con sin sobre es son fue ser esta este " +
    "estos estas ese esa eso como mas pero sus su lo al se le les ya muy tambien entre cuando donde"
  ).split(" "),
);

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export const wordsOf = (text: string): string[] =>
  fold(text)
    .match(/[\p{L}\p{N}]{3,}/gu)
    ?.filter((word) => !STOPWORDS.has(word)) ?? [];

/** A text's sentences (lines and . ! ? ends), each trimmed, long enough to say something. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length >= 20 && wordsOf(sentence).length >= 3);
}

export interface TextSummary {
  words: number;
  /** The key sentences, in the text's order (each at most 300 characters). */
  points: string[];
  /** The most frequent words, most frequent first. */
  topics: string[];
}

/** `points` sentences (3 for a short text, up to 6) scored by their words' frequency in the whole text. */
export function summarizeText(text: string, most = 6): TextSummary {
  const all = wordsOf(text);
  const frequency = new Map<string, number>();
  for (const word of all) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const sentences = sentencesOf(text);
  const count = Math.min(most, Math.max(3, Math.round(sentences.length / 8)));
  const scored = sentences.map((sentence, index) => {
    const words = wordsOf(sentence);
    const weight = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.sqrt(words.length);
    // The opening sentence usually says what the document is.
    return { sentence, index, score: weight * (index === 0 ? 1.5 : 1) };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => (entry.sentence.length > 300 ? `${entry.sentence.slice(0, 299)}…` : entry.sentence));
  const topics = [...frequency.entries()]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([word]) => word);
  return { words: (text.match(/[\p{L}\p{N}]+/gu) ?? []).length, points: chosen, topics };
}

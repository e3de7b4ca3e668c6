// Task keys (`ABC-12`) and task-id recognition, spec/work-management.md §3 and §4.

/** Used when a module name yields fewer than two Latin letters. */
export const DEFAULT_KEY_PREFIX = "TASK";

const PREFIX_PATTERN = /^[A-Z]{2,5}$/;
const KEY_PATTERN = /^([A-Z]{2,5})-([1-9]\d{0,14})$/;
const TASK_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** Latin letter runs of a name, accents removed ("Équipe Q3" → ["Equipe", "Q"]). */
function letterWords(name: string): string[] {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return plain.match(/[A-Za-z]+/g) ?? [];
}

/**
 * Key prefix from a module name: with two or more words, the initials of the first five
 * ("Task Management" → "TM"); with one word, its first three letters ("Marketing" → "MAR", "Ux" →
 * "UX"). Only Latin letters count (accents are dropped, digits and other scripts ignored); when
 * fewer than two letters remain the prefix is "TASK".
 */
export function keyPrefix(moduleName: string): string {
  const words = letterWords(moduleName);
  const prefix =
    words.length >= 2
      ? words
          .slice(0, 5)
          .map((word) => word[0])
          .join("")
      : (words[0] ?? "").slice(0, 3);
  const upper = prefix.toUpperCase();
  return PREFIX_PATTERN.test(upper) ? upper : DEFAULT_KEY_PREFIX;
}

/** "ABC-12". Throws on a prefix that is not 2–5 uppercase letters or a number that is not ≥ 1. */
export function formatTaskKey(prefix: string, n: number): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`Invalid task key prefix: ${prefix}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid task number: ${n}`);
  return `${prefix}-${n}`;
}

/** The parts of a key, case-insensitive and trimmed ("abc-12" → ABC, 12); null if not a key. */
export function parseTaskKey(key: string): { prefix: string; number: number } | null {
  const match = KEY_PATTERN.exec(key.trim().toUpperCase());
  if (!match) return null;
  const number = Number(match[2]);
  if (!Number.isSafeInteger(number)) return null;
  return { prefix: match[1] as string, number };
}

/**
 * True for exactly 24 hex characters (surrounding whitespace ignored): a time entry description of
 * that shape is a task id, anything else is free text (§4).
 */
export function isTaskIdLike(text: string): boolean {
  return TASK_ID_PATTERN.test(text.trim());
}

/** A tree of messages: texts (or, in the bundles, their compiled form) under nested keys. */
export type MessageTree = { [key: string]: unknown };

const isTree = (value: unknown): value is MessageTree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `primary` with every key it lacks taken from `fallback`, at any depth: a text missing in Spanish
 * shows in English instead of as its key. A leaf is a string or, once the build has compiled the
 * messages, an array; only plain objects are merged.
 */
export function withFallback<T extends MessageTree>(primary: MessageTree, fallback: T): T {
  const merged: MessageTree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    merged[key] = isTree(value) && isTree(base) ? withFallback(value, base) : value;
  }
  return merged as T;
}

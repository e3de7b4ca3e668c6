/**
 * A stable text for a query's input: object keys sorted, `undefined` entries left out (as a URL or
 * JSON would), so `{ q: "a", cursor: undefined }` and `{ q: "a" }` name the same query.
 */
export function stableKey(value: unknown): string {
  return (
    JSON.stringify(value, (_name, part: unknown) => {
      if (part === null || typeof part !== "object" || Array.isArray(part)) return part;
      const sorted: Record<string, unknown> = {};
      for (const name of Object.keys(part).sort()) {
        const entry = (part as Record<string, unknown>)[name];
        if (entry !== undefined) sorted[name] = entry;
      }
      return sorted;
    }) ?? ""
  );
}

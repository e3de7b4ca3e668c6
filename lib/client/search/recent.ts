"use client";

// The header search's recent searches, kept in this browser (the search itself goes through the
// query cache: components/shell/search-dialog.tsx).

const RECENT_KEY = "suite.recentSearches";
const RECENT_MAX = 8;

/** The recent searches, newest first (none when storage is unavailable). */
export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string").slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Keeps `q` first among the recent searches (once); answers the new list. */
export function rememberSearch(q: string): string[] {
  const query = q.trim();
  const next = query
    ? [query, ...recentSearches().filter((item) => item !== query)].slice(0, RECENT_MAX)
    : recentSearches();
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private browsing without storage: nothing is remembered.
  }
  return next;
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_KEY);
  } catch {
    // Nothing to clear.
  }
}

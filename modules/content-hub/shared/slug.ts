// Slugs derived from names (spec §3 category slug; posts and products too): lowercase ASCII words
// joined by '-', accents folded, at most 80 characters; "item" when nothing is left.

export const SLUG_MAX = 80;

export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
  return slug || "item";
}

/**
 * The first of `base`, `base-2`, `base-3`, … that `taken` does not hold (the slugs already used
 * among the same module and content type, including any of `base-n`).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

import "server-only";
import { slugify, uniqueSlug } from "@/modules/content-hub/shared/slug";
import { isUniqueViolation } from "@/lib/server/prisma-errors";

/**
 * A free slug for `name`: `taken(base)` lists the slugs starting with the base among the rows it
 * must differ from (one indexed prefix read).
 */
export async function freeSlug(name: string, taken: (base: string) => Promise<string[]>): Promise<string> {
  const base = slugify(name);
  return uniqueSlug(base, new Set(await taken(base)));
}

/**
 * Runs a write that stores a slug from `freeSlug`; when another request took the same slug in
 * between (the unique index refuses it), tries again with a fresh one, at most 3 times.
 */
export async function withFreeSlug<T>(
  name: string,
  taken: (base: string) => Promise<string[]>,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(name, taken);
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

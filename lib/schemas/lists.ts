// Lists in a query string or a body: `a,b` or a repeated parameter, as URLSearchParams gives them.
import * as z from "@/lib/zod";

const ID = /^[0-9a-f]{24}$/;

/**
 * A list of values from a query string or a body: an array, or one string with commas (`a,b`), as
 * URLSearchParams gives a single or repeated parameter. Blank items are dropped, duplicates kept
 * once.
 */
export function listOf<T extends z.core.$ZodType<string, string>>(item: T, max: number, message: string) {
  return z.pipe(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())], { error: message }),
        z.transform((value: string | string[]) =>
          (Array.isArray(value) ? value : value.split(","))
            .map((entry) => entry.trim())
            .filter((entry) => entry.length > 0),
        ),
      ),
      z.array(item, { error: message }).check(z.maxLength(max, message)),
    ),
    z.transform((list: z.output<T>[]) => [...new Set(list)]),
  );
}

/** A 24-hex id in a list, lower-cased; `message` when it is not one. */
export const idItem = (message: string) =>
  z.pipe(
    z.string().check(z.refine((value: string) => ID.test(value.toLowerCase()), message)),
    z.transform((value: string) => value.toLowerCase()),
  );

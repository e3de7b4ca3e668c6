import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { normalizeQuestion } from "@/lib/ai/intents";
import { translateMessage } from "@/lib/i18n/messages";
import { AppError } from "@/lib/server/errors";
import type { ListRecordsQuery } from "@/modules/database-generator/schemas/inputs";
import type { Condition } from "@/modules/database-generator/shared/filters";

// What the database generator's assistant shares: names as people say them (ignoring case, accents,
// quotes and a plural's s), the reason a question cannot be answered (a table, a column, an operator
// or a value it does not know, named), and a condition added to a filter.

/** Lists in a reason are cut here (the rest counted). */
const LISTED_MAX = 30;

/** Why a question cannot be answered: `key` of ai.databaseGenerator.errors, its values. */
export class DbAskError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number | string[]> = {},
  ) {
    super(key);
    this.name = "DbAskError";
  }
}

/**
 * A reason in a language: a DbAskError's message, or an AppError's (a service refused a filter, a
 * column, a table); `escape` writes the names it gives for Markdown. Null for any other error.
 */
export function reasonOf(error: unknown, locale: Locale, escape: (text: string) => string = (t) => t) {
  if (error instanceof DbAskError) {
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.values)) {
      if (typeof value === "number") values[key] = value;
      else if (typeof value === "string") values[key] = escape(value);
      else values[key] = listed(value.map(escape), locale);
    }
    if (typeof error.values.type === "string")
      values.type = translateMessage(locale, `databaseGenerator.types.${error.values.type}`);
    return translateMessage(locale, `ai.databaseGenerator.errors.${error.key}`, values);
  }
  if (error instanceof AppError && (error.code === "bad_request" || error.code === "not_found"))
    return error.messages.map((message) => translateMessage(locale, message)).join(" ");
  return null;
}

/** Names joined with commas, the first LISTED_MAX, then how many more ("none" for none). */
export function listed(names: string[], locale: Locale): string {
  if (names.length === 0) return translateMessage(locale, "ai.databaseGenerator.errors.none");
  const shown = names.slice(0, LISTED_MAX).join(", ");
  return names.length > LISTED_MAX
    ? `${shown} ${translateMessage(locale, "ai.answers.more", { count: names.length - LISTED_MAX })}`
    : shown;
}

/** A name as compared: a question's normalising (lower case, no accents, spaces collapsed), without quotes. */
export const fold = (text: string): string =>
  normalizeQuestion(text)
    .replace(/["“”'«»`]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** One word's plural of the other ("order"/"orders", "box"/"boxes", "entry"/"entries"). */
function plural(a: string, b: string): boolean {
  return (
    a === `${b}s` ||
    a === `${b}es` ||
    (a.endsWith("ies") && b.endsWith("y") && a.slice(0, -3) === b.slice(0, -1))
  );
}

/**
 * The item a name means: its name as written (ignoring case and accents), or its plural or singular,
 * or the longest name the words hold ("the orders table": Orders), or the one name holding the words.
 */
export function byName<T>(items: readonly T[], named: string, nameOf: (item: T) => string): T | undefined {
  const wanted = fold(named);
  if (!wanted) return undefined;
  const names = items.map((item) => fold(nameOf(item)));
  const at = (index: number) => (index >= 0 ? items[index] : undefined);
  const exact = names.indexOf(wanted);
  if (exact >= 0) return at(exact);
  const other = names.findIndex((name) => plural(name, wanted) || plural(wanted, name));
  if (other >= 0) return at(other);
  const words = ` ${wanted} `;
  const held = names
    .map((name, index) => ({ name, index }))
    .filter(({ name }) => name && words.includes(` ${name} `))
    .sort((a, b) => b.name.length - a.name.length);
  if (held[0]) return at(held[0].index);
  const holding = names.flatMap((name, index) => (` ${name} `.includes(words) ? [index] : []));
  return holding.length === 1 ? at(holding[0]!) : undefined;
}

/** A filter as the records service reads it (groups two levels deep, shared/filters.ts). */
export type Filter = NonNullable<ListRecordsQuery["filter"]>;
/** The filters the assistant makes: conditions joined by "and" or "or". */
export interface FlatFilter {
  conjunction: "and" | "or";
  conditions: Condition[];
}

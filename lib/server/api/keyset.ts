import "server-only";
import { badRequest } from "@/lib/server/errors";

// Keyset pages newest first: the cursor is the last row's [instant ISO, id] (its createdAt, or the
// column the list is ordered by), base64url, opaque to clients. A cursor that does not decode is
// validation.invalidCursor (400).

export function encodeKeyset(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

export function decodeKeyset(text: string | null | undefined): { at: Date; id: string } | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      /^[0-9a-f]{24}$/.test(value[1]) &&
      !Number.isNaN(Date.parse(value[0]))
    )
      return { at: new Date(value[0]), id: value[1] };
  } catch {
    // falls through to the error below
  }
  throw badRequest("validation.invalidCursor");
}

/** A cursor of several values (a list ordered by more than one column), base64url JSON. */
export function encodeTuple(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/**
 * The values of an `encodeTuple` cursor with the last one a row id, if `valid` accepts the ones
 * before it; anything else is validation.invalidCursor (400).
 */
export function decodeTuple<T extends readonly [...(string | number)[], string]>(
  text: string,
  length: T["length"],
  valid: (values: readonly unknown[]) => boolean,
): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === length &&
      typeof value[length - 1] === "string" &&
      /^[0-9a-f]{24}$/.test(value[length - 1] as string) &&
      valid(value)
    )
      return value as unknown as T;
  } catch {
    // falls through to the error below
  }
  throw badRequest("validation.invalidCursor");
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return encodeKeyset(row.createdAt, row.id);
}

export function decodeCursor(text: string | null | undefined): { createdAt: Date; id: string } | null {
  const cursor = decodeKeyset(text);
  return cursor && { createdAt: cursor.at, id: cursor.id };
}

/** Prisma's `where` for the rows after a cursor (createdAt desc, id desc). */
export function afterCursor(cursor: { createdAt: Date; id: string } | null) {
  if (!cursor) return {};
  return {
    OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
  };
}

/**
 * The rows after a cursor of a list ordered by `column` desc, then its key desc (a Prisma where); the
 * key is the `id` column unless `key` names another (a row keyed by its parent's id).
 */
export function afterKeyset<C extends string>(column: C, cursor: string | null | undefined, key = "id") {
  const at = decodeKeyset(cursor);
  if (!at) return {};
  return {
    OR: [{ [column]: { lt: at.at } }, { [column]: at.at, [key]: { lt: at.id } }],
  } as Record<string, unknown>;
}

/**
 * The rows of one page from `size` + 1 read (the one more tells whether a next page follows), and
 * the row the next page's cursor is made of: the last one shown, none on the last page.
 */
export function pageRows<Row>(rows: Row[], size: number): { shown: Row[]; last: Row | undefined } {
  const shown = rows.slice(0, size);
  return { shown, last: rows.length > size ? shown[shown.length - 1] : undefined };
}

/** One page from `size` + 1 rows read, the cursor made of the last row's `at` and id. */
export function keysetPage<Row extends { id: string }, Item>(
  rows: Row[],
  at: (row: Row) => Date,
  map: (row: Row) => Item,
  size: number,
): { data: Item[]; nextCursor: string | null } {
  const { shown, last } = pageRows(rows, size);
  return { data: shown.map(map), nextCursor: last ? encodeKeyset(at(last), last.id) : null };
}

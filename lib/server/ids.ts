import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";

// Ids are 24 hex characters: 4 bytes of seconds since the epoch, then 8 bytes (ObjectId-like,
// sortable by time). One TS form, one SQL form and one derived form.

/** The first 8 hex characters of an id made at `at`: its seconds since the epoch. */
function idTime(at: Date): string {
  return Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
}

/** A new id: the current second, then 8 random bytes. */
export function newId(): string {
  return idTime(new Date()) + randomBytes(8).toString("hex");
}

/**
 * An id derived from a key (the same key and time give the same id): the second of `at`, then the
 * first 8 bytes of the key's SHA-256.
 */
export function derivedId(at: Date, key: string): string {
  return idTime(at) + createHash("sha256").update(key).digest("hex").slice(0, 16);
}

/** `newId()` in SQL, for rows a statement inserts: seconds since the epoch, then 8 random bytes. */
export const sqlNewId = Prisma.sql`lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0') || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)`;

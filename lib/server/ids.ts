import "server-only";
import { randomBytes } from "node:crypto";

/** A 24-hex id: 4 bytes of seconds since the epoch, then 8 random bytes (ObjectId-like, sortable by time). */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + randomBytes(8).toString("hex");
}

import * as z from "@/lib/zod";
import { isValidTimeZone } from "@/lib/time/time-zone";

/** An IANA time zone the runtime knows (Europe/Madrid, America/New_York, UTC). */
export const timeZoneSchema = z
  .string({ error: "validation.timeZoneInvalid" })
  .check(z.refine(isValidTimeZone, "validation.timeZoneInvalid"));

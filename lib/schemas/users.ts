// Inputs of the user's own profile (/api/v1/users/{id}). Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import { idSchema } from "@/lib/schemas/common";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { TOURS } from "@/lib/tours";

/**
 * PATCH /users/{id}: the caller's preferences. `timeZone` is an IANA name the runtime knows
 * ("Europe/Madrid", "UTC"), or null for automatic (the browser's); it is the one field, so a body
 * that is not an object reads as its message too.
 */
export const userPreferencesSchema = z.object(
  { timeZone: z.nullable(timeZoneSchema) },
  { error: "validation.timeZoneInvalid" },
);
export type UserPreferencesInput = z.infer<typeof userPreferencesSchema>;

/** /users/{id}: the caller's own id (a malformed one is 400, another user's 404). */
export const userParamsSchema = z.object({ id: idSchema });

/** PUT /users/{id}/tours/{tour}: the caller's id and a tour's name. */
export const tourParamsSchema = z.object({
  id: idSchema,
  tour: z.enum(TOURS, { error: "validation.tourUnknown" }),
});

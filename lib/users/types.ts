// User data shapes, shared by the services, the route handlers and the client, as the schemas of the
// answers (lib/contracts/users.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";
import { TOURS } from "@/lib/tours";

/** The user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  createdAt: isoDate,
});
export type PublicUser = z.output<typeof publicUserSchema>;

/** GET /users/{id}: the caller's own profile with the active workspace and their preferences. */
export const userProfileSchema = z.extend(publicUserSchema, {
  workspace: z.nullable(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })),
  /** The IANA time zone times are shown in; null = automatic (the browser's). */
  timeZone: z.nullable(z.string()),
  /** The guided tours this person has finished or skipped (each opens once). */
  toursDone: z.array(z.enum(TOURS)),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** A member of the active workspace for pickers (assignees, project members). */
export const pickerUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type PickerUser = z.output<typeof pickerUserSchema>;

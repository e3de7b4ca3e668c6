// Custom role data shapes (User management > roles), shared by the services, the route handlers and
// the client, as the schemas of the answers (lib/contracts/users.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

/** A custom role (spec §3: id, title) with how many members carry it. */
export const roleRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  members: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type RoleRow = z.output<typeof roleRowSchema>;

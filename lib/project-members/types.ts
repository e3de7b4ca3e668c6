// Project member data shapes, shared by the services, the route handlers and the client, as the
// schemas of the answers (lib/contracts/projects.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";

/** A project member as the API shows it (the spec's member shape: member{id, email, name}, role, createdAt). */
export const projectMemberRowSchema = z.object({
  /** The membership row's id; the API's {memberId} is `member.id`, the user's id. */
  id: z.string(),
  member: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  role: z.enum(ROLES),
  createdAt: isoDate,
});
export type ProjectMemberRow = z.output<typeof projectMemberRowSchema>;

// Project member data shapes, shared by the services, the route handlers and the client.
import type { RoleValue } from "@/lib/schemas/permissions";

/** A project member as the API shows it (the spec's member shape: member{id, email, name}, role, createdAt). */
export interface ProjectMemberRow {
  /** The membership row's id; the API's {memberId} is `member.id`, the user's id. */
  id: string;
  member: { id: string; email: string; name: string };
  role: RoleValue;
  createdAt: string;
}

// Workspace data shapes, shared by the services, the route handlers and the client.
import type { RoleValue } from "@/lib/schemas/permissions";

/** A workspace of the caller's, as the API and the workspace screens show it. */
export interface WorkspaceSummary {
  id: string;
  name: string;
  /** The owner's user id. */
  owner: string;
  /** The actor's role in the workspace. */
  role: RoleValue;
  active: boolean;
  followers: { count: number };
}

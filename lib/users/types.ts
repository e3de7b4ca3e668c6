// User data shapes, shared by the services, the route handlers and the client.
import type { RoleValue } from "@/lib/schemas/permissions";

/** The user as the API shows it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  createdAt: string;
}

/** GET /users/{id}: the caller's own profile with the active workspace and their preferences. */
export interface UserProfile extends PublicUser {
  workspace: { id: string; name: string; role: string } | null;
  /** The IANA time zone times are shown in; null = automatic (the browser's). */
  timeZone: string | null;
}

/** A member of the active workspace for pickers (assignees, project members). */
export interface PickerUser {
  id: string;
  email: string;
  name: string;
  role: RoleValue;
}

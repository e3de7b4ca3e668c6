import type { RoleValue } from "@/lib/schemas/permissions";

/** A member of a module's User management (spec §3 Member); `id` is the row's id, the API's {memberId}. */
export interface ModuleMember {
  id: string;
  member: { id: string; name: string; email: string };
  role: RoleValue;
  /** The workspace owner, or someone given the owner role: fixed, never changed or removed here. */
  owner: boolean;
  createdAt: string;
}

/** POST /{kind}/{id}/member: the outcome for one e-mail. */
export type ModuleMemberInviteResult =
  { status: "added"; member: ModuleMember } | { status: "invited"; email: string };

// The Add member dialog of a module kind addressed by id (/{segment}/{moduleId}/members/add,
// spec/work-management.md §2): its links and who it offers. Pure, shared by pages and the dialog.
import type { MemberRow } from "@/lib/members/types";
import type { ModuleMember } from "@/lib/modules/types";

/** The members dialog of a module, which closes back to `redirect`. */
export function membersDialogHref(segment: string, moduleId: string, redirect: string): string {
  return `/${segment}/${moduleId}/members?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * The module's Add member dialog, opened from its members dialog: closing goes back to that dialog,
 * which still closes to `redirect` (the nested value is encoded once more, so it survives as one
 * search param and stays a same-site path for redirectParamSchema).
 */
export function addMembersDialogHref(segment: string, moduleId: string, redirect: string): string {
  const back = membersDialogHref(segment, moduleId, redirect);
  return `/${segment}/${moduleId}/members/add?redirect=${encodeURIComponent(back)}`;
}

/** A workspace user the dialog can give a role in the module. */
export interface AddableUser {
  id: string;
  name: string;
  email: string;
}

/**
 * The workspace's users who have no role in the module yet, without the caller, by name (then
 * e-mail, so equal names keep one order).
 */
export function addableUsers(
  workspaceMembers: readonly MemberRow[],
  moduleMembers: readonly ModuleMember[],
  selfId: string,
): AddableUser[] {
  const taken = new Set(moduleMembers.map((row) => row.member.id));
  taken.add(selfId);
  return workspaceMembers
    .filter((row) => !taken.has(row.member.id))
    .map(({ member }) => ({ id: member.id, name: member.name, email: member.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** Whether a user matches what was typed in the picker: part of the name or of the e-mail, any case. */
export function matchesUser(user: AddableUser, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return user.name.toLocaleLowerCase().includes(needle) || user.email.toLocaleLowerCase().includes(needle);
}

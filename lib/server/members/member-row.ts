import "server-only";
import type { RoleValue } from "@/lib/schemas/permissions";

/** A workspace member as the API shows it (spec §3: member{id, email, name}, role, owner, createdAt). */
export interface MemberRow {
  /** The membership row's id; the API's {memberId} is `member.id`, the user's id. */
  id: string;
  member: { id: string; email: string; name: string };
  role: RoleValue;
  owner: boolean;
  accessToAll: boolean;
  customRole: { id: string; title: string } | null;
  createdAt: string;
}

/** One nested select: with relationJoins it is a single SQL statement per page. */
export const memberRowSelect = {
  id: true,
  role: true,
  accessToAll: true,
  createdAt: true,
  user: { select: { id: true, email: true, name: true } },
  customRole: { select: { id: true, title: true } },
} as const;

export function toMemberRow(row: {
  id: string;
  role: RoleValue;
  accessToAll: boolean;
  createdAt: Date;
  user: { id: string; email: string; name: string };
  customRole: { id: string; title: string } | null;
}): MemberRow {
  return {
    id: row.id,
    member: row.user,
    role: row.role,
    owner: row.role === "owner",
    accessToAll: row.accessToAll,
    customRole: row.customRole,
    createdAt: row.createdAt.toISOString(),
  };
}

import "server-only";
import type { MemberRow } from "@/lib/members/types";
import type { RoleValue } from "@/lib/schemas/permissions";

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

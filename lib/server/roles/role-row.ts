import "server-only";
import type { RoleRow } from "@/lib/roles/types";

export const roleRowSelect = {
  id: true,
  title: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { members: true } },
} as const;

export function toRoleRow(row: {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  _count: { members: number };
}): RoleRow {
  return {
    id: row.id,
    title: row.title,
    members: row._count.members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

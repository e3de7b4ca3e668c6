import "server-only";

/** A custom role (spec §3: id, title) with how many members carry it. */
export interface RoleRow {
  id: string;
  title: string;
  members: number;
  createdAt: string;
  updatedAt: string;
}

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

import "server-only";
import type { Prisma, Role } from "@/lib/generated/prisma/client";

/** A pending invitation as the API shows it: never the token or its hash. */
export interface InvitationView {
  id: string;
  email: string;
  role: Role;
  accessToAll: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  invitedBy: { id: string; name: string } | null;
}

export const invitationViewSelect = {
  id: true,
  email: true,
  role: true,
  accessToAll: true,
  createdAt: true,
  updatedAt: true,
  expiresAt: true,
  invitedBy: { select: { id: true, name: true } },
} satisfies Prisma.InvitationSelect;

type InvitationRow = Prisma.InvitationGetPayload<{ select: typeof invitationViewSelect }>;

export function toInvitationView(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    accessToAll: row.accessToAll,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: row.invitedBy,
  };
}

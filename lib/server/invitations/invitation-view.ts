import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { InvitationView } from "@/lib/invitations/types";

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

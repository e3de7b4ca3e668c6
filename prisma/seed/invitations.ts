import type { Role } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { hashToken, newUrlToken } from "../../lib/server/security/tokens";

export interface SeededInvitation {
  id: string;
  email: string;
  /** The clear token of the accept link (only its hash is stored). */
  token: string;
}

/** A pending invitation into `workspaceId`, valid for 7 days unless `expiresAt` says otherwise. */
export async function seedInvitation(
  db: Db,
  workspaceId: string,
  input: {
    email?: string;
    role?: Exclude<Role, "owner">;
    accessToAll?: boolean;
    invitedById?: string | null;
    expiresAt?: Date;
  } = {},
): Promise<SeededInvitation> {
  const token = newUrlToken();
  const invitation = {
    id: newId(),
    email: (input.email ?? `invitee-${newId()}@example.com`).toLowerCase(),
  };
  await db.invitation.create({
    data: {
      ...invitation,
      workspaceId,
      role: input.role ?? "member",
      accessToAll: input.accessToAll ?? false,
      invitedById: input.invitedById ?? null,
      tokenHash: hashToken(token),
      expiresAt: input.expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    },
  });
  return { ...invitation, token };
}

import "server-only";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";

/** An invitation link is valid for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The answer to every unknown, used, replaced or expired invitation token. */
export const invalidInvitation = () => notFound("errors.invitationInvalid");

export interface IssuedToken {
  tokenHash: string;
  expiresAt: Date;
  /** The accept link with the clear token; it is never stored. */
  link: string;
}

/** A fresh token for an invitation: only its hash goes to the database. */
export function issueInvitationToken(): IssuedToken {
  const token = newUrlToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    link: `${appUrl()}/auth/invite/accept?token=${token}`,
  };
}

/** The invitation a link points at while it is usable, with what accepting it needs. */
export async function findUsableInvitation(token: string) {
  const tokenHash = hashToken(token);
  const row = await getDb().invitation.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      email: true,
      role: true,
      accessToAll: true,
      expiresAt: true,
      workspace: { select: { id: true, name: true } },
      invitedBy: { select: { id: true, name: true } },
      projects: { select: { projectId: true, role: true } },
      modules: { select: { projectModuleId: true, workspaceModuleId: true, role: true } },
    },
  });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { ...row, tokenHash };
}

export type UsableInvitation = NonNullable<Awaited<ReturnType<typeof findUsableInvitation>>>;

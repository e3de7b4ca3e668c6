import "server-only";
import { consumeInvitation } from "@/lib/server/security/rate-limit";
import type { IssuedInvitation } from "@/lib/invitations/types";
import { createInvitationSchema } from "@/lib/schemas/invitation";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isRecordNotFound, isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { sendMail } from "@/lib/server/mail/send-mail";
import { invitationMail } from "@/lib/server/mail/templates";
import type { Actor } from "@/lib/server/auth/sessions";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { issueInvitationToken } from "@/lib/server/invitations/invitation-token";
import { invitationViewSelect, toInvitationView } from "@/lib/server/invitations/invitation-view";
import { assertMayHandleRole } from "@/lib/server/invitations/managed-invitation";
import { checkInvitationProjects } from "@/lib/server/invitations/invitation-projects";

/** A workspace keeps at most this many open invitations (the pending table is not paginated). */
export const MAX_PENDING_INVITATIONS = 1000;

const pendingConflict = () => conflict("errors.invitationConflictPending");

/**
 * Invites an e-mail into the active workspace and e-mails the link (valid 7 days, single use).
 * An existing member or an unexpired invitation for the e-mail is a 409; an expired one is renewed.
 * Projects named in `projects` are opened to the invitee on acceptance (invitation-projects.ts).
 */
export async function inviteMember(actor: Actor, raw: unknown, meta: RequestMeta): Promise<IssuedInvitation> {
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "add");
  const input = parseInput(createInvitationSchema, raw);
  assertMayHandleRole(membership, input.role);
  const { workspaceId } = membership;
  const grants = await checkInvitationProjects(membership, input.role, input.projects ?? []);
  const projects = grants.map(({ projectId, role }) => ({ projectId, role }));

  const db = getDb();
  const [member, existing, pending] = await Promise.all([
    db.workspaceMember.findFirst({
      where: { workspaceId, user: { email: input.email } },
      select: { id: true },
    }),
    db.invitation.findUnique({
      where: { workspaceId_email: { workspaceId, email: input.email } },
      select: { id: true, expiresAt: true },
    }),
    db.invitation.count({ where: { workspaceId, expiresAt: { gt: new Date() } } }),
  ]);
  if (member) throw conflict("errors.invitationConflictMember");
  if (existing && existing.expiresAt.getTime() > Date.now()) throw pendingConflict();
  if (pending >= MAX_PENDING_INVITATIONS) throw conflict("errors.invitationLimit");
  await consumeInvitation(actor.userId, workspaceId);

  const { tokenHash, expiresAt, link } = issueInvitationToken();
  const data = {
    role: input.role,
    accessToAll: input.role === "admin" && (input.accessToAll ?? false),
    tokenHash,
    expiresAt,
    invitedById: actor.userId,
  };
  const select = { ...invitationViewSelect, workspace: { select: { name: true } } };
  // The write and its audit entry commit together.
  const row = await db.$transaction(async (tx) => {
    const written = await (
      existing
        ? // An expired invitation is renewed in place; the expiry guard makes a concurrent renewal lose.
          tx.invitation.update({
            where: { id: existing.id, workspaceId, expiresAt: { lte: new Date() } },
            data: { ...data, projects: { deleteMany: {}, create: projects } },
            select,
          })
        : tx.invitation.create({
            data: { id: newId(), workspaceId, email: input.email, ...data, projects: { create: projects } },
            select,
          })
    ).catch((error: unknown) => {
      // Two invitations racing for one e-mail: the unique index (or the renewal guard) decides.
      throw isUniqueViolation(error) || isRecordNotFound(error) ? pendingConflict() : error;
    });
    await recordAudit(
      {
        workspaceId,
        actorId: actor.userId,
        action: "invitation.created",
        target: { type: "invitation", id: written.id, label: written.email },
        after: {
          email: written.email,
          role: written.role,
          ...(written.accessToAll ? { accessToAll: true } : {}),
          ...(projects.length ? { projects: projects.map((grant) => grant.projectId) } : {}),
        },
      },
      tx,
    );
    return written;
  });

  await sendMail(
    invitationMail({
      to: input.email,
      inviterName: actor.name,
      workspaceName: row.workspace.name,
      role: input.role,
      link,
      locale: meta.locale,
    }),
  );
  const { workspace: _workspace, ...view } = row;
  return { invitation: toInvitationView(view), link };
}

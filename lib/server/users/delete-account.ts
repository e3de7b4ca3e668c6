import "server-only";
import { englishText } from "@/lib/i18n/messages";
import { deleteAccountSchema } from "@/lib/schemas/users";
import { recordAudits } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { parseInput } from "@/lib/server/validation";
import { assertCurrentPassword } from "@/lib/server/users/current-password";
import { ownUserId } from "@/lib/server/users/get-user";
import type { AccountDeletionPlan } from "@/lib/users/types";

type Db = Tx | ReturnType<typeof getDb>;

/** What deleting `userId`'s account does to their workspaces: read in one statement. */
async function deletionPlan(db: Db, userId: string): Promise<AccountDeletionPlan> {
  const rows = await db.$queryRaw<{ id: string; name: string; owner: boolean; others: number }[]>`
    SELECT w."id", w."name", w."ownerId" = ${userId} AS "owner",
      (SELECT count(*)::int FROM "WorkspaceMember" o
        WHERE o."workspaceId" = w."id" AND o."userId" <> ${userId} AND NOT o."service") AS "others"
    FROM "WorkspaceMember" m JOIN "Workspace" w ON w."id" = m."workspaceId"
    WHERE m."userId" = ${userId}
    ORDER BY w."name", w."id"`;
  const owned = rows.filter((row) => row.owner);
  return {
    deleted: owned.filter((row) => row.others === 0).map(({ id, name }) => ({ id, name })),
    blocking: owned
      .filter((row) => row.others > 0)
      .map(({ id, name, others }) => ({ id, name, members: others })),
    left: rows.filter((row) => !row.owner).length,
  };
}

/**
 * GET /users/{id}/deletion: what deleting the caller's account would do — the workspaces they own
 * alone (deleted with it), those they own with others (ownership must move first) and how many they
 * would leave.
 */
export async function accountDeletionPlan(actor: Actor, rawId: unknown): Promise<AccountDeletionPlan> {
  return deletionPlan(getDb(), ownUserId(actor, rawId));
}

/** The stored name of a deleted account, shown where its work stays (tasks, messages, history). */
export const deletedUserName = () => englishText("profile.delete.deletedName");

/**
 * DELETE /users/{id}: deletes the caller's account, confirmed by their address typed again and their
 * password when they have one. A workspace they own with other people refuses it (409, naming them:
 * ownership moves first, from the workspace's members page); those they own alone are deleted with
 * everything in them. They leave every other workspace (their module and project roles go, as on
 * removal, and the audit log says so). The person's row stays, emptied, so what they did keeps a name:
 * no address (a reserved one), no password, picture, sign-ins, sessions, links or feeds; it can never
 * sign in again. Every session ends, sockets too.
 */
export async function deleteAccount(
  actor: Actor,
  rawId: unknown,
  raw: unknown,
): Promise<{ deleted: true; workspacesDeleted: number }> {
  const id = ownUserId(actor, rawId);
  const input = parseInput(deleteAccountSchema, raw);
  const user = await getDb().user.findUniqueOrThrow({
    where: { id },
    select: { email: true, passwordHash: true },
  });
  if (input.confirmation.toLowerCase() !== user.email)
    throw badRequest("validation.deleteConfirmationMismatch");
  await assertCurrentPassword(user, input.password);

  return withEvents(async (tx, emit) => {
    // Serialises with this person's other changes (a workspace deletion, joining one).
    await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${id} FOR UPDATE`;
    const plan = await deletionPlan(tx, id);
    if (plan.blocking.length > 0)
      throw conflict("errors.accountOwnsWorkspaces", { workspaces: plan.blocking.map((row) => row.name) });

    const owned = plan.deleted.map((row) => row.id);
    const left = await tx.workspaceMember.findMany({
      where: { userId: id, workspaceId: { notIn: owned } },
      select: { workspaceId: true, role: true },
    });
    // The audit entries name the person as they are now, before their name is emptied.
    await recordAudits(
      left.map(({ workspaceId, role }) => ({
        workspaceId,
        actorId: id,
        action: "member.removed" as const,
        target: { type: "member" as const, id },
        before: { role, left: true, accountDeleted: true },
      })),
      tx,
    );
    if (owned.length > 0) await tx.workspace.deleteMany({ where: { id: { in: owned }, ownerId: id } });
    await tx.user.updateMany({ where: { lastWorkspaceId: { in: owned } }, data: { lastWorkspaceId: null } });
    await tx.moduleMember.deleteMany({ where: { userId: id } });
    await tx.projectAccess.deleteMany({ where: { userId: id } });
    // API tokens go with the memberships (their foreign key).
    await tx.workspaceMember.deleteMany({ where: { userId: id } });
    await tx.session.deleteMany({ where: { userId: id } });
    await tx.account.deleteMany({ where: { userId: id } });
    await tx.passwordResetToken.deleteMany({ where: { userId: id } });
    await tx.emailVerificationToken.deleteMany({ where: { userId: id } });
    await tx.emailChangeRequest.deleteMany({ where: { userId: id } });
    await tx.calendarFeed.deleteMany({ where: { userId: id } });
    await tx.userAvatar.deleteMany({ where: { userId: id } });
    await tx.user.update({
      where: { id },
      data: {
        email: `deleted-${id}@deleted.invalid`,
        name: deletedUserName(),
        passwordHash: null,
        emailVerifiedAt: null,
        image: null,
        timeZone: null,
        locale: null,
        lastWorkspaceId: null,
        deletedAt: new Date(),
      },
    });
    emit(
      { type: "sessions.revoked", userId: id },
      ...left.map(({ workspaceId }) => ({
        type: "access.changed" as const,
        workspaceId,
        userIds: [id],
        actorId: id,
      })),
    );
    return { deleted: true as const, workspacesDeleted: owned.length };
  });
}

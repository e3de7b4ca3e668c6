import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { permissionsSchema, type RoleValue } from "@/lib/schemas/permissions";
import { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { DEFAULT_CURRENCY, fromCents, toCents, type TimeRates } from "@/modules/time-tracker/shared/rates";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import {
  assertManageModuleMembers,
  ownerColumns,
  scopeOf,
  type ModuleScope,
} from "@/lib/server/modules/module-scope";
import { effectivePermissions } from "@/lib/server/permissions/roles";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { timeTrackerScope } from "./scope";

/** A module's currency and rate in cents (the defaults until someone saves them). */
export async function moduleBilling(
  moduleId: string,
): Promise<{ currency: string; rateCents: number | null }> {
  const settings = await getDb().timeTrackerSettings.findUnique({
    where: { moduleId },
    select: { currency: true, hourlyRateCents: true },
  });
  return { currency: settings?.currency ?? DEFAULT_CURRENCY, rateCents: settings?.hourlyRateCents ?? null };
}

async function ratesOf(scope: ModuleScope): Promise<TimeRates> {
  const [billing, members] = await Promise.all([
    moduleBilling(scope.moduleId),
    scope.access.manageMembers
      ? getDb().timeTrackerMemberRate.findMany({
          where: { moduleId: scope.moduleId },
          select: { userId: true, hourlyRateCents: true, user: { select: { name: true } } },
          orderBy: [{ user: { name: "asc" } }, { userId: "asc" }],
          relationLoadStrategy: "join",
        })
      : null,
  ]);
  return {
    currency: billing.currency,
    hourlyRate: billing.rateCents === null ? null : fromCents(billing.rateCents),
    members:
      members?.map((row) => ({
        userId: row.userId,
        name: row.user.name,
        hourlyRate: fromCents(row.hourlyRateCents),
      })) ?? null,
  };
}

/** GET /time-tracker/{id}/rate: anyone who reads the module; people's own rates only for its admins. */
export async function getRates(actor: Actor, moduleId: unknown, locale: Locale): Promise<TimeRates> {
  return ratesOf(await timeTrackerScope(actor, moduleId, locale));
}

/**
 * Refuses (validation.rateMembersInvalid) any user who is not a member of the module's workspace
 * able to see the module: the gate's own rule (scopeOf) applied to each of them, from one query.
 */
async function assertSeeModule(scope: ModuleScope, userIds: readonly string[], locale: Locale) {
  if (userIds.length === 0) return;
  const { workspaceId } = scope.membership;
  const projectId = scope.project?.id ?? "";
  const rows = await getDb().workspaceMember.findMany({
    where: { workspaceId, userId: { in: [...userIds] } },
    select: {
      id: true,
      userId: true,
      role: true,
      accessToAll: true,
      permissions: true,
      workspace: { select: { ownerId: true } },
      user: {
        select: {
          projectAccess: { where: { projectId }, select: { role: true } },
          moduleMembers: {
            where: { OR: [{ projectModuleId: scope.moduleId }, { workspaceModuleId: scope.moduleId }] },
            select: { role: true },
          },
        },
      },
    },
    relationLoadStrategy: "join",
  });
  const seeing = rows.filter((row) => {
    const saved = permissionsSchema.safeParse(row.permissions);
    const permissions = effectivePermissions(row.role, saved.success ? saved.data : null);
    const membership: Membership = {
      workspaceId,
      memberId: row.id,
      userId: row.userId,
      role: row.role,
      isOwner: row.workspace.ownerId === row.userId,
      accessToAll: row.accessToAll,
      can: (applet, action) => permissions[applet][action],
    };
    const { access } = scopeOf(
      membership,
      {
        id: scope.moduleId,
        tag: scope.tag,
        name: scope.customName,
        private: scope.private,
        projectId: scope.project?.id ?? null,
        projectName: scope.project?.name ?? null,
        projectPrivate: scope.project?.private ?? null,
        projectRole: (row.user.projectAccess[0]?.role ?? null) as RoleValue | null,
        moduleRole: (row.user.moduleMembers[0]?.role ?? null) as RoleValue | null,
      },
      locale,
    );
    return access.visible && access.read;
  });
  if (seeing.length !== new Set(userIds).size) throw badRequest("validation.rateMembersInvalid");
}

/**
 * PUT /time-tracker/{id}/rate {currency, hourlyRate, members}: module admins only
 * (manageMembers). The members list replaces the saved rates; all in one transaction.
 */
export async function updateRates(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<TimeRates> {
  const scope = await timeTrackerScope(actor, input.moduleId, locale);
  assertManageModuleMembers(scope);
  const body = parseInput(updateRatesSchema, input.body);
  const rated = body.members.flatMap((member) =>
    member.hourlyRate === null ? [] : [{ userId: member.userId, cents: toCents(member.hourlyRate) }],
  );
  await assertSeeModule(
    scope,
    rated.map((member) => member.userId),
    locale,
  );
  const owner = { ...ownerColumns(scope), workspaceId: scope.membership.workspaceId };
  const settings = {
    currency: body.currency,
    hourlyRateCents: body.hourlyRate === null ? null : toCents(body.hourlyRate),
  };
  const db = getDb();
  await db.$transaction([
    db.timeTrackerSettings.upsert({
      where: { moduleId: scope.moduleId },
      create: { ...owner, ...settings },
      update: settings,
      select: { moduleId: true },
    }),
    db.timeTrackerMemberRate.deleteMany({ where: { moduleId: scope.moduleId } }),
    db.timeTrackerMemberRate.createMany({
      data: rated.map((member) => ({ ...owner, userId: member.userId, hourlyRateCents: member.cents })),
    }),
  ]);
  return ratesOf(scope);
}

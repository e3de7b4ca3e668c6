import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { DEFAULT_CURRENCY, fromCents, toCents, type TimeRates } from "@/modules/time-tracker/shared/rates";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { assertManageModuleMembers, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
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
 * able to read the module: the gate's own rule (moduleReaders), in one query.
 */
async function assertSeeModule(scope: ModuleScope, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const readers = await moduleReaders(scope.membership.workspaceId, scope, userIds);
  if (readers.length !== new Set(userIds).size) throw badRequest("validation.rateMembersInvalid");
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

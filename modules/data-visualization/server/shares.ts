import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { hashPassword } from "@/lib/server/security/password";
import { seal, unseal } from "@/lib/server/security/seal";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { parseInput } from "@/lib/server/validation";
import { createShareSchema, shareParamsSchema } from "@/modules/data-visualization/schemas/sources";
import { normalFilters, readFilters } from "@/modules/data-visualization/shared/filters";
import { SHARE_PATH, type Share } from "@/modules/data-visualization/shared/shares";
import { dashboardScope } from "./scope";

// Published links of a dashboard, managed by who may edit it: a random token (only its SHA-256 is
// looked up; the token itself sealed so the link can be copied again), an optional password
// (scrypt), an optional expiry, the filters its charts are locked to. Revoking keeps the row (its
// views) and closes the link at once. What a visitor sees is server/public-dashboard.ts.

const SEAL_PURPOSE = "data-visualization.share";

const shareSelect = {
  id: true,
  tokenSealed: true,
  passwordHash: true,
  expiresAt: true,
  filters: true,
  revokedAt: true,
  views: true,
  lastViewedAt: true,
  createdAt: true,
  createdBy: { select: { id: true, name: true, email: true } },
} satisfies Prisma.DashboardShareSelect;
type ShareRow = Prisma.DashboardShareGetPayload<{ select: typeof shareSelect }>;

export const shareUrl = (token: string) => `${appUrl()}${SHARE_PATH}/${token}`;

function urlOf(row: Pick<ShareRow, "id" | "tokenSealed">): string | null {
  try {
    return shareUrl(unseal(SEAL_PURPOSE, row.id, row.tokenSealed));
  } catch {
    return null;
  }
}

export function shareState(row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()) {
  if (row.revokedAt) return "revoked" as const;
  if (row.expiresAt && row.expiresAt <= now) return "expired" as const;
  return "active" as const;
}

const shareOf = (row: ShareRow): Share => ({
  id: row.id,
  url: urlOf(row),
  hasPassword: row.passwordHash !== null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  filters: readFilters(row.filters),
  state: shareState(row),
  views: row.views,
  lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  createdBy: { id: row.createdBy.id, name: row.createdBy.name ?? row.createdBy.email },
  createdAt: row.createdAt.toISOString(),
});

/** GET …/dashboards/{dashboardId}/shares: the dashboard's links, newest first (editors). */
export async function listShares(actor: Actor, params: unknown, locale: Locale): Promise<Share[]> {
  const { scope, dashboard } = await dashboardScope(actor, params, locale);
  assertModuleCan(scope, "edit");
  const rows = await getDb().dashboardShare.findMany({
    where: { dashboardId: dashboard.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: shareSelect,
  });
  return rows.map(shareOf);
}

/** POST …/dashboards/{dashboardId}/shares: publish (its data will be read as the caller). */
export async function createShare(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Share> {
  const { scope, dashboard } = await dashboardScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(createShareSchema, input.body);
  const id = newId();
  const token = newUrlToken();
  const row = await getDb().dashboardShare.create({
    data: {
      id,
      dashboardId: dashboard.id,
      workspaceId: dashboard.workspaceId,
      tokenHash: hashToken(token),
      tokenSealed: seal(SEAL_PURPOSE, id, token),
      passwordHash: body.password ? await hashPassword(body.password) : null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      filters: normalFilters(body.filters),
      createdById: actor.userId,
    },
    select: shareSelect,
  });
  return shareOf(row);
}

/** DELETE …/shares/{shareId}: revoked at once (visits answer 404); the row keeps its views. */
export async function revokeShare(actor: Actor, rawParams: unknown, locale: Locale): Promise<Share> {
  const params = parseInput(shareParamsSchema, rawParams);
  const { scope, dashboard } = await dashboardScope(actor, params, locale);
  assertModuleCan(scope, "edit");
  const revoked = await getDb().dashboardShare.updateMany({
    where: { id: params.shareId, dashboardId: dashboard.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  const row = await getDb().dashboardShare.findFirst({
    where: { id: params.shareId, dashboardId: dashboard.id },
    select: shareSelect,
  });
  if (!row || (revoked.count === 0 && !row.revokedAt)) throw notFound("errors.dashboardLinkNotFound");
  return shareOf(row);
}

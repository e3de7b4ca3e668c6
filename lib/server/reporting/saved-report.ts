import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { REPORT_WIDGETS, type ReportSummary, type ReportWidget } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { visibleProjectIds, visibleProjectIdsSql } from "@/lib/server/permissions/project-visibility";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import type { Membership } from "@/lib/server/permissions/workspace-member";

/**
 * Saved custom reports (the add-report dialog): who sees and changes them.
 * - A report is its owner's; shared, every member of the workspace but guests opens it too (its
 *   figures are still limited to what each viewer may see).
 * - The owner edits and deletes it while their role writes (viewers and guests read reports but
 *   never create or change one); workspace owners and admins may also delete shared ones.
 * - Anything else, and every id of another workspace, is not found (404).
 */

export const reportSelect = {
  id: true,
  workspaceId: true,
  ownerId: true,
  title: true,
  memberIds: true,
  projectIds: true,
  periodStart: true,
  periodEnd: true,
  widgets: true,
  shared: true,
  updatedAt: true,
} satisfies Prisma.ReportSelect;

export type ReportRow = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

/** The reports the membership may open: its own, and shared ones unless it is a guest. */
export function visibleReportsWhere(membership: Membership): Prisma.ReportWhereInput {
  const { workspaceId, userId } = membership;
  const own: Prisma.ReportWhereInput = { ownerId: userId };
  if (membership.role === "guest") return { workspaceId, ...own };
  return { workspaceId, OR: [own, { shared: true }] };
}

/** A report the membership may open, or 404. */
export async function findVisibleReport(membership: Membership, reportId: string): Promise<ReportRow> {
  const row = await getDb().report.findFirst({
    where: { id: reportId, ...visibleReportsWhere(membership) },
    select: reportSelect,
  });
  if (!row) throw notFound("errors.reportNotFound");
  return row;
}

export function reportRights(membership: Membership, row: Pick<ReportRow, "ownerId" | "shared">) {
  const edit = canWrite(membership.role) && row.ownerId === membership.userId;
  return { edit, delete: edit || (row.shared && managesWorkspace(membership.role)) };
}

/** A `@db.Date` as `YYYY-MM-DD`. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** `YYYY-MM-DD` as the `@db.Date` value Prisma writes. */
export const dbDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Stored widget names, those still known, in their saved order. */
export function widgetsOf(row: Pick<ReportRow, "widgets">): ReportWidget[] {
  return row.widgets.filter((widget): widget is ReportWidget =>
    (REPORT_WIDGETS as readonly string[]).includes(widget),
  );
}

/**
 * Members of a report must be members of the workspace, and its projects visible to the one who
 * saves it (400 otherwise, naming the list).
 */
export async function assertReportTargets(
  membership: Membership,
  input: { memberIds?: string[]; projectIds?: string[] },
): Promise<void> {
  const db = getDb();
  const [members, projects] = await Promise.all([
    input.memberIds?.length
      ? db.workspaceMember.count({
          where: { workspaceId: membership.workspaceId, userId: { in: input.memberIds } },
        })
      : 0,
    input.projectIds?.length ? visibleProjectIds(membership, input.projectIds).then((ids) => ids.length) : 0,
  ]);
  const issues: string[] = [];
  if (input.memberIds && members !== input.memberIds.length) issues.push("validation.reportMembersInvalid");
  if (input.projectIds && projects !== input.projectIds.length)
    issues.push("validation.reportProjectsInvalid");
  if (issues.length) throw badRequest(issues);
}

/**
 * Rows as the API answers them, with people and project names read in two statements for all rows:
 * members who left the workspace are left out, and so are projects the viewer cannot see (a shared
 * report never reveals the name of a private project).
 */
export async function toReportSummaries(membership: Membership, rows: ReportRow[]): Promise<ReportSummary[]> {
  if (rows.length === 0) return [];
  const db = getDb();
  const userIds = [
    ...new Set(rows.flatMap((row) => [...row.memberIds, ...(row.ownerId ? [row.ownerId] : [])])),
  ];
  const projectIds = [...new Set(rows.flatMap((row) => row.projectIds))];
  const [people, projects] = await Promise.all([
    db.user.findMany({
      where: { id: { in: userIds }, memberships: { some: { workspaceId: membership.workspaceId } } },
      select: { id: true, name: true, image: true },
    }),
    projectIds.length
      ? db.$queryRaw<{ id: string; name: string }[]>`
          SELECT p."id", p."name" FROM "Project" p
           WHERE p."id" = ANY(${projectIds}) AND p."id" IN (${visibleProjectIdsSql(membership)})`
      : [],
  ]);
  const person = new Map(people.map((user) => [user.id, user]));
  const project = new Map(projects.map((item) => [item.id, item]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    owner: (row.ownerId && person.get(row.ownerId)) || null,
    members: row.memberIds.flatMap((id) => person.get(id) ?? []),
    projects: row.projectIds.flatMap((id) => project.get(id) ?? []),
    period: { from: isoDay(row.periodStart), to: isoDay(row.periodEnd) },
    widgets: widgetsOf(row),
    shared: row.shared,
    updatedAt: row.updatedAt.toISOString(),
    rights: reportRights(membership, row),
  }));
}

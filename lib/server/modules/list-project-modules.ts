import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectModuleView } from "@/lib/modules/types";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { idSchema } from "@/lib/schemas/common";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { visibleModuleIdsOfProject } from "@/lib/server/permissions/project-visibility";
import { orderByIndex } from "@/lib/server/modules/renumber";

/** A grid module's index, place, size and privacy. */
export const moduleLayoutSelect = { i: true, x: true, y: true, w: true, h: true, private: true } as const;

/** A module as placed on a project's grid. */
export const placedModuleSelect = {
  id: true,
  moduleId: true,
  tag: true,
  name: true,
  ...moduleLayoutSelect,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProjectModuleSelect;

export function projectModuleSelect(userId: string) {
  return {
    ...placedModuleSelect,
    projectId: true,
    bookmarks: { where: { userId }, select: { userId: true } },
  } satisfies Prisma.ProjectModuleSelect;
}

type SelectedModule = Prisma.ProjectModuleGetPayload<{ select: ReturnType<typeof projectModuleSelect> }>;

export function toProjectModuleView(row: SelectedModule, locale: Locale = "en"): ProjectModuleView {
  return {
    id: row.id,
    moduleId: row.moduleId,
    tag: row.tag,
    name: displayModuleName(row, locale),
    i: row.i,
    x: row.x,
    y: row.y,
    w: row.w,
    h: row.h,
    private: row.private,
    isBookmark: row.bookmarks.length > 0,
    resizeHandles: ["se"],
    isResizable: true,
    project: row.projectId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The modules of a visible project, in index order: the access rule answers which (project check
 * included), then one query reads them.
 */
export async function readProjectModules(membership: Membership, projectId: string, locale: Locale = "en") {
  const visible = await visibleModuleIdsOfProject(membership, projectId);
  if (!visible) throw notFound("errors.projectNotFound");
  if (visible.modules.length === 0) return [];
  const modules = await getDb().projectModule.findMany({
    where: { id: { in: visible.modules }, projectId },
    select: projectModuleSelect(membership.userId),
  });
  return orderByIndex(modules).map((row) => toProjectModuleView(row, locale));
}

// GET /workspaces/module/project/{projectId}
export async function listProjectModules(
  actor: Actor,
  rawProjectId: unknown,
  locale: Locale = "en",
): Promise<ProjectModuleView[]> {
  const projectId = parseInput(idSchema, rawProjectId);
  const membership = await activeMembership(actor);
  return readProjectModules(membership, projectId, locale);
}

import "server-only";
import { visibleModuleIds } from "@/lib/server/permissions/project-visibility";
import type { Locale } from "@/lib/i18n/config";
import type { WorkspaceModuleView } from "@/lib/modules/types";
import { displayModuleName } from "@/lib/server/modules/module-names";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { orderByIndex } from "@/lib/server/modules/renumber";

export function workspaceModuleSelect(userId: string) {
  return {
    id: true,
    name: true,
    tag: true,
    moduleId: true,
    i: true,
    createdAt: true,
    updatedAt: true,
    bookmarks: { where: { userId }, select: { userId: true } },
  } satisfies Prisma.WorkspaceModuleSelect;
}

type Selected = Prisma.WorkspaceModuleGetPayload<{ select: ReturnType<typeof workspaceModuleSelect> }>;

export function toWorkspaceModuleView(
  { bookmarks, ...row }: Selected,
  locale: Locale = "en",
): WorkspaceModuleView {
  return {
    ...row,
    name: displayModuleName(row, locale),
    isBookmark: bookmarks.length > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The workspace's own modules the membership sees (the access rule), in index order, with its bookmarks. */
export async function readWorkspaceModules(
  membership: Membership,
  locale: Locale = "en",
): Promise<WorkspaceModuleView[]> {
  const rows = await getDb().workspaceModule.findMany({
    where: { workspaceId: membership.workspaceId },
    select: workspaceModuleSelect(membership.userId),
  });
  const seen = new Set(
    await visibleModuleIds(
      membership,
      rows.map((row) => row.id),
    ),
  );
  return orderByIndex(rows.filter((row) => seen.has(row.id))).map((row) =>
    toWorkspaceModuleView(row, locale),
  );
}

// GET /workspaces/module - the active workspace's own modules the caller sees (guests: their own).
export async function listWorkspaceModules(
  actor: Actor,
  locale: Locale = "en",
): Promise<WorkspaceModuleView[]> {
  return readWorkspaceModules(await activeMembership(actor), locale);
}

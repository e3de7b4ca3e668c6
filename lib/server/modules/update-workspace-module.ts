import "server-only";
import { visibleModuleIds } from "@/lib/server/permissions/project-visibility";
import type { Locale } from "@/lib/i18n/config";
import type { WorkspaceModuleView } from "@/lib/modules/types";
import { idSchema } from "@/lib/schemas/common";
import { updateWorkspaceModuleSchema } from "@/lib/schemas/modules";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertRole } from "@/lib/server/permissions/workspace-member";
import { toWorkspaceModuleView, workspaceModuleSelect } from "@/lib/server/modules/list-workspace-modules";

/**
 * PATCH /workspaces/module/{moduleId} `{ name?, isBookmark? }`: renaming needs member+, bookmarks
 * are personal (any member). Modules of other workspaces are 404.
 */
export async function updateWorkspaceModule(
  actor: Actor,
  rawModuleId: unknown,
  raw: unknown,
  locale: Locale = "en",
): Promise<WorkspaceModuleView> {
  const moduleId = parseInput(idSchema, rawModuleId);
  const membership = await activeMembership(actor);
  const input = parseInput(updateWorkspaceModuleSchema, raw);
  if (input.name !== undefined) assertRole(membership, "member");

  const db = getDb();
  const found = await db.workspaceModule.findFirst({
    where: {
      id: { in: await visibleModuleIds(membership, [moduleId]) },
      workspaceId: membership.workspaceId,
    },
    select: { id: true },
  });
  if (!found) throw notFound("errors.moduleNotFound");
  const { userId } = membership;

  await db.$transaction(async (tx) => {
    if (input.isBookmark === true) {
      await tx.workspaceModuleBookmark.upsert({
        where: { userId_moduleId: { userId, moduleId } },
        create: { userId, moduleId },
        update: {},
      });
    } else if (input.isBookmark === false) {
      await tx.workspaceModuleBookmark.deleteMany({ where: { userId, moduleId } });
    }
    if (input.name !== undefined) {
      await tx.workspaceModule.update({ where: { id: moduleId }, data: { name: input.name } });
    }
  });

  const row = await db.workspaceModule.findUniqueOrThrow({
    where: { id: moduleId },
    select: workspaceModuleSelect(userId),
  });
  return toWorkspaceModuleView(row, locale);
}

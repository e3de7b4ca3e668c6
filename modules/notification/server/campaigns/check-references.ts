import "server-only";
import type { CampaignAudience } from "@/modules/notification/shared/types";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";

/**
 * The template and channel must be this module's; an audience project must be one the actor sees.
 * Gives the named channel's kind (null when none is named).
 */
export async function checkReferences(
  scope: ModuleScope,
  input: { templateId?: string; channelId?: string; audience?: CampaignAudience },
): Promise<{ channelKind: string | null }> {
  const db = getDb();
  const [template, channel] = await Promise.all([
    input.templateId
      ? db.notificationTemplate.findFirst({
          where: { id: input.templateId, moduleId: scope.moduleId },
          select: { id: true },
        })
      : true,
    input.channelId
      ? db.notificationChannel.findFirst({
          where: { id: input.channelId, moduleId: scope.moduleId },
          select: { id: true, kind: true },
        })
      : true,
  ]);
  if (!template) throw notFound("errors.templateNotFound");
  if (!channel) throw notFound("errors.channelNotFound");
  if (input.audience?.kind === "project") {
    const project = await db.project.findFirst({
      where: await visibleProjectsWhere(scope.membership, [input.audience.projectId]),
      select: { id: true },
    });
    if (!project) throw notFound("errors.audienceProjectNotFound");
  }
  return { channelKind: channel === true ? null : channel.kind };
}

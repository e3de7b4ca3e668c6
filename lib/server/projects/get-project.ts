import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectView } from "@/lib/projects/types";
import { projectIdSchema } from "@/lib/schemas/project";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { projectViewSelect, toProjectView } from "@/lib/server/projects/project-view";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";

/** The view of one visible project of the membership's workspace, else 404 (the access rule, then one query). */
export async function readProjectView(
  membership: Membership,
  projectId: string,
  locale: Locale = "en",
): Promise<ProjectView> {
  const row = await getDb().project.findFirst({
    where: await visibleProjectsWhere(membership, [projectId]),
    select: projectViewSelect(membership.userId),
    relationLoadStrategy: "join",
  });
  if (!row) throw notFound("errors.projectNotFound");
  return toProjectView(row, locale);
}

/** One project of the actor's active workspace, if the actor may see it (404 otherwise). */
export async function getProject(
  actor: Actor,
  rawProjectId: unknown,
  locale: Locale = "en",
): Promise<ProjectView> {
  const projectId = parseInput(projectIdSchema, rawProjectId);
  const membership = await activeMembership(actor);
  return readProjectView(membership, projectId, locale);
}

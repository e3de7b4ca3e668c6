import "server-only";
import { withEvents } from "@/lib/server/events/commit";
import { visibilityChanged } from "@/lib/server/events/visibility";
import type { ProjectView } from "@/lib/projects/types";
import { projectIdSchema, updateProjectSchema } from "@/lib/schemas/project";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import { setProjectBookmark } from "@/lib/server/projects/bookmark-project";
import { readProjectView } from "@/lib/server/projects/get-project";
import { claimCoverFile } from "@/lib/server/files/cover-file";
import { visibleProjectsFromSql } from "@/lib/server/permissions/project-visibility";
import type { RoleValue } from "@/lib/schemas/permissions";

/**
 * A project the member may see, with the member's own access role on it (404 otherwise): the
 * access rule, which answers both, in one indexed query.
 */
export async function findProjectForMember(membership: Membership, projectId: string) {
  const [project] = await getDb().$queryRaw<{ id: string; accessRole: RoleValue | null }[]>`
    SELECT vp."id", vp."project_role"::text AS "accessRole"
      FROM ${visibleProjectsFromSql(membership)} WHERE vp."id" = ${projectId}`;
  if (!project) throw notFound("errors.projectNotFound");
  return project;
}

/**
 * Administers the project: workspace owners and admins, or a writer (member+) given the admin role
 * on this project in the access tree. Viewers and guests never write, whatever their project role.
 */
export function administersProject(membership: Membership, accessRole: string | null): boolean {
  if (!canWrite(membership.role)) return false;
  return managesWorkspace(membership.role) || accessRole === "admin" || accessRole === "owner";
}

/**
 * Edits the project: renames it and arranges its grid (creates, renames, moves, resizes and reorders
 * modules). A writer (member+) whose project role, when they were given one, writes too: a project
 * viewer or guest looks but does not change; workspace owners and admins are never narrowed (the
 * module gate's rule for a module's writes, lib/modules/module-access.ts).
 */
export function editsProject(membership: Membership, accessRole: string | null): boolean {
  if (!canWrite(membership.role)) return false;
  return managesWorkspace(membership.role) || accessRole === null || canWrite(accessRole as RoleValue);
}

/** 403: the workspace role does not write, or the project role only views (errors.projectReadOnly). */
export function assertEditsProject(membership: Membership, accessRole: string | null): void {
  if (!canWrite(membership.role)) throw forbidden();
  if (!editsProject(membership, accessRole)) throw forbidden("errors.projectReadOnly");
}

/**
 * PATCH a visible project of the active workspace. Renaming needs editsProject; visibility and cover
 * image need project administration (see administersProject); the bookmark is the caller's own and
 * open to anyone who sees the project. Every check runs before any write; all writes are one
 * transaction. Returns the project as the caller now sees it.
 */
export async function updateProject(actor: Actor, rawProjectId: unknown, raw: unknown): Promise<ProjectView> {
  const projectId = parseInput(projectIdSchema, rawProjectId);
  const input = parseInput(updateProjectSchema, raw);
  const membership = await activeMembership(actor);
  const project = await findProjectForMember(membership, projectId);

  if (input.name !== undefined) assertEditsProject(membership, project.accessRole);
  if (
    (input.private !== undefined || input.coverImage !== undefined) &&
    !administersProject(membership, project.accessRole)
  ) {
    throw forbidden();
  }

  const data = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.private !== undefined ? { private: input.private } : {}),
    ...(input.coverImage !== undefined ? { coverImage: input.coverImage } : {}),
  };
  await withEvents(async (tx, emit) => {
    // An uploaded cover becomes the project's (the caller's own unused upload only): first, so a
    // refused one writes nothing.
    const cover = input.coverImage;
    if (cover?.startsWith("files/")) await claimCoverFile(tx, membership, project.id, cover);
    if (Object.keys(data).length > 0) await tx.project.update({ where: { id: project.id }, data });
    if (input.isBookmark !== undefined) {
      await setProjectBookmark(tx, actor.userId, project.id, input.isBookmark);
    }
    if (input.private !== undefined) emit(visibilityChanged(membership.workspaceId, actor.userId));
  });
  return readProjectView(membership, project.id);
}

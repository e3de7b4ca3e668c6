import "server-only";
import { z } from "zod";
import { memberIdSchema } from "@/lib/schemas/members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";

/** A placed module the actor may open: its own name, its catalog title and where it lives. */
export interface VisibleModule {
  id: string;
  name: string;
  tag: string;
  /** The catalog module's title (Task management, ...). */
  title: string;
  /** The project it is placed on; null for a module of the workspace itself. */
  project: { id: string; name: string } | null;
}

const tagSchema = z.string({ error: "validation.moduleUnknown" }).min(1).max(100, "validation.moduleUnknown");

const byIdSchema = z.object({
  moduleId: memberIdSchema,
  /** The route's module kind; another tag is not found. Omitted: any tag. */
  tag: tagSchema.optional(),
  /** Where to look: modules placed on projects, the workspace's own modules, or both. */
  scope: z.enum(["project", "workspace", "any"]).default("any"),
});

const inProjectSchema = z.object({
  projectId: memberIdSchema,
  tag: tagSchema,
  /** The module of that kind to open; omitted: the project's first one (by grid index). */
  moduleId: memberIdSchema.optional(),
});

const moduleSelect = {
  id: true,
  name: true,
  tag: true,
  i: true,
  module: { select: { title: true } },
} as const;

/**
 * A module by id that the actor may see: placed on a project visible to them (project visibility
 * is the one rule) or one of the active workspace's own modules. Other workspaces, hidden projects
 * and a tag other than the route's are all simply not found.
 */
export async function findVisibleModule(
  actor: Actor,
  raw: { moduleId?: unknown; tag?: unknown; scope?: unknown },
): Promise<VisibleModule> {
  const input = parseInput(byIdSchema, raw);
  const membership = await activeMembership(actor);
  const db = getDb();
  const tag = input.tag ? { tag: input.tag } : {};

  if (input.scope !== "workspace") {
    const placed = await db.projectModule.findFirst({
      where: { id: input.moduleId, ...tag, project: visibleProjectsWhere(membership) },
      select: { ...moduleSelect, project: { select: { id: true, name: true } } },
      relationLoadStrategy: "join",
    });
    if (placed) {
      return {
        id: placed.id,
        name: placed.name,
        tag: placed.tag,
        title: placed.module.title,
        project: placed.project,
      };
    }
  }
  if (input.scope !== "project") {
    const own = await db.workspaceModule.findFirst({
      where: { id: input.moduleId, ...tag, workspaceId: membership.workspaceId },
      select: moduleSelect,
      relationLoadStrategy: "join",
    });
    if (own) return { id: own.id, name: own.name, tag: own.tag, title: own.module.title, project: null };
  }
  throw notFound("errors.moduleNotFound");
}

/**
 * A module of kind `tag` on a project the actor may see: the one named by `moduleId`, or the
 * project's first of that kind. None (or a hidden project) is not found.
 */
export async function findProjectModule(
  actor: Actor,
  raw: { projectId?: unknown; tag?: unknown; moduleId?: unknown },
): Promise<VisibleModule> {
  const input = parseInput(inProjectSchema, raw);
  const membership = await activeMembership(actor);
  const project = await getDb().project.findFirst({
    where: { AND: [{ id: input.projectId }, visibleProjectsWhere(membership)] },
    select: {
      id: true,
      name: true,
      modules: {
        where: { tag: input.tag, ...(input.moduleId ? { id: input.moduleId } : {}) },
        select: moduleSelect,
      },
    },
    relationLoadStrategy: "join",
  });
  if (!project) throw notFound("errors.projectNotFound");
  // The grid index is a string ("0", "1", ...): the first one is the lowest number.
  const [first] = [...project.modules].sort((a, b) => Number(a.i) - Number(b.i));
  if (!first) throw notFound("errors.moduleNotFound");
  return {
    id: first.id,
    name: first.name,
    tag: first.tag,
    title: first.module.title,
    project: { id: project.id, name: project.name },
  };
}

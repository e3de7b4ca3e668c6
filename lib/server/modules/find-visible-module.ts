import "server-only";
import { z } from "zod";
import { memberIdSchema } from "@/lib/schemas/members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { catalogTitleKey } from "@/lib/modules/module-name";
import type { VisibleModule } from "@/lib/modules/types";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import { isModuleTag } from "@/modules/kinds";

const tagSchema = z.string({ error: "validation.moduleUnknown" }).min(1).max(100, "validation.moduleUnknown");

const byIdSchema = z.object({
  moduleId: memberIdSchema,
  /** The route's module kind; another tag is not found. Omitted: any tag. */
  tag: z.optional(tagSchema),
  /** Where to look: modules placed on projects, the workspace's own modules, or both. */
  scope: z.enum(["project", "workspace", "any"]).default("any"),
});

const inProjectSchema = z.object({
  projectId: memberIdSchema,
  tag: tagSchema,
  /** The module of that kind to open; omitted: the project's first one (by grid index). */
  moduleId: z.optional(memberIdSchema),
});

/**
 * A module by id that the actor may open: the module gate (module-scope.ts) for a module of the
 * route's kind (any kind without `tag`) in the active workspace. Other workspaces, hidden projects,
 * private modules of others and a tag other than the route's are all simply not found; an applet the
 * actor may not view is forbidden.
 */
export async function findVisibleModule(
  actor: Actor,
  raw: { moduleId?: unknown; tag?: unknown; scope?: unknown },
  locale: Locale = "en",
): Promise<VisibleModule> {
  const input = parseInput(byIdSchema, raw);
  // A tag no kind declares names no module: not found, like a module of another kind.
  if (input.tag !== undefined && !isModuleTag(input.tag)) throw notFound("errors.moduleNotFound");
  const scope = await moduleScope(actor, input.moduleId, input.tag ?? null, locale);
  if ((input.scope === "project" && !scope.project) || (input.scope === "workspace" && scope.project)) {
    throw notFound("errors.moduleNotFound");
  }
  return toVisibleModule(scope, locale);
}

function toVisibleModule(scope: ModuleScope, locale: Locale): VisibleModule {
  return {
    id: scope.moduleId,
    name: scope.name,
    tag: scope.tag,
    title: translateMessage(locale, catalogTitleKey(scope.tag)),
    project: scope.project && { id: scope.project.id, name: scope.project.name },
  };
}

/**
 * A module of kind `tag` on a project the actor may see: the one named by `moduleId`, or the
 * project's first of that kind (by grid index), through the module gate. None (or a hidden project)
 * is not found.
 */
export async function findProjectModule(
  actor: Actor,
  raw: { projectId?: unknown; tag?: unknown; moduleId?: unknown },
  locale: Locale = "en",
): Promise<VisibleModule> {
  const input = parseInput(inProjectSchema, raw);
  const membership = await activeMembership(actor);
  const project = await getDb().project.findFirst({
    where: await visibleProjectsWhere(membership, [input.projectId]),
    select: {
      id: true,
      modules: {
        where: { tag: input.tag, ...(input.moduleId ? { id: input.moduleId } : {}) },
        select: { id: true, i: true },
      },
    },
    relationLoadStrategy: "join",
  });
  if (!project) throw notFound("errors.projectNotFound");
  // The grid index is a string ("0", "1", ...): the first one is the lowest number.
  const [first] = [...project.modules].sort((a, b) => Number(a.i) - Number(b.i));
  if (!first || !isModuleTag(input.tag)) throw notFound("errors.moduleNotFound");
  return toVisibleModule(await moduleScope(actor, first.id, input.tag, locale), locale);
}

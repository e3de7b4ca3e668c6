import { MODULE_KINDS, moduleKind, type ModuleTag } from "@/modules/kinds";

/**
 * Where a placed module opens (spec/work-management.md §2, spec/modules.md §2), from each kind's
 * manifest: kinds placed by module (task management, time tracker, content hub, form builder) are
 * addressed by the module's id; the others live under their project. A workspace module of a
 * project-scoped kind (it has no project) opens under /workspace-modules/{moduleId}.
 */
/** The route segments of the kinds placed by module: top-level page segments (/{segment}/{moduleId}). */
export const MODULE_PAGE_SEGMENTS: readonly string[] = MODULE_KINDS.filter(
  (kind) => kind.placement === "module",
).map((kind) => kind.segment);

/** The route segment of a module tag, for both kinds of route. */
export function moduleSegment(tag: string): string | undefined {
  return moduleKind(tag)?.segment;
}

/** The tag whose segment this is (the inverse of moduleSegment). */
export function tagOfSegment(segment: string): ModuleTag | undefined {
  return MODULE_KINDS.find((kind) => kind.segment === segment)?.tag;
}

export function isProjectScoped(tag: string): boolean {
  return moduleKind(tag)?.placement === "project";
}

/** The page a module card, sidebar entry or search result opens. */
export function moduleHref(module: { id: string; tag: string }, projectId?: string | null): string {
  const kind = moduleKind(module.tag);
  if (kind?.placement === "module") return `/${kind.segment}/${module.id}`;
  if (kind && projectId) return `/project/${projectId}/${kind.segment}?moduleId=${module.id}`;
  return `/workspace-modules/${module.id}`;
}

/** The cover icon of a catalog module (public/modules/*.svg), by tag: the catalog's coverImage. */
export function moduleIcon(tag: string): string {
  return `/modules/${tag.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}.svg`;
}

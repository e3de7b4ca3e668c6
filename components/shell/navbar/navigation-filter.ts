import type { NavModule, NavProject, Navigation } from "@/lib/navigation/types";

/** Lower-cased, accent-free text, so "dise" finds "Diseño" and "CRM" finds "crm". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

export function nameMatches(name: string, query: string): boolean {
  const needle = normalizeSearch(query);
  return needle === "" || normalizeSearch(name).includes(needle);
}

/**
 * The sidebar's group search: a project whose name matches keeps all its modules; otherwise it
 * stays only when some of its modules match, with just those modules.
 */
export function filterProjects(projects: NavProject[], query: string): NavProject[] {
  if (normalizeSearch(query) === "") return projects;
  return projects.flatMap((project) => {
    if (nameMatches(project.name, query)) return [project];
    const modules = project.modules.filter((module) => nameMatches(module.name, query));
    return modules.length > 0 ? [{ ...project, modules }] : [];
  });
}

export function filterModules(modules: NavModule[], query: string): NavModule[] {
  return modules.filter((module) => nameMatches(module.name, query));
}

export interface NavBookmarks {
  projects: NavProject[];
  projectModules: { project: NavProject; module: NavModule }[];
  workspaceModules: NavModule[];
}

/** The caller's bookmarked projects, project modules and workspace modules, in sidebar order. */
export function collectBookmarks(navigation: Navigation): NavBookmarks {
  return {
    projects: navigation.projects.filter((project) => project.isBookmark),
    projectModules: navigation.projects.flatMap((project) =>
      project.modules.filter((module) => module.isBookmark).map((module) => ({ project, module })),
    ),
    workspaceModules: navigation.workspaceModules.filter((module) => module.isBookmark),
  };
}

export const bookmarkCount = (bookmarks: NavBookmarks): number =>
  bookmarks.projects.length + bookmarks.projectModules.length + bookmarks.workspaceModules.length;

/** The + menu's module list (spec §9): `count` catalog modules, active ones first, catalog order kept. */
export function topModules<T extends { active: boolean }>(catalog: T[], count = 6): T[] {
  return [...catalog.filter((module) => module.active), ...catalog.filter((module) => !module.active)].slice(
    0,
    count,
  );
}

/** The bookmarks whose own name matches the group search. */
export function filterBookmarks(bookmarks: NavBookmarks, query: string): NavBookmarks {
  return {
    projects: bookmarks.projects.filter((project) => nameMatches(project.name, query)),
    projectModules: bookmarks.projectModules.filter(({ module }) => nameMatches(module.name, query)),
    workspaceModules: filterModules(bookmarks.workspaceModules, query),
  };
}

import type { ProjectRights } from "@/lib/projects/types";

export type { ProjectRights };

/** May change the project's visibility and cover, and delete it (administersProject's rule). */
export function canAdminister(rights: ProjectRights, projectId: string): boolean {
  return rights.administersAll || rights.administered.includes(projectId);
}

/** May rename the project and arrange its grid (editsProject's rule). */
export function canEditProject(rights: ProjectRights, projectId: string): boolean {
  return rights.canRename && !rights.viewOnly.includes(projectId);
}

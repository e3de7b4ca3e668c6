/**
 * What the sidebar, the command palette and the + menu show: the projects of the active workspace
 * the actor may see (updatedAt desc) with their modules, and the workspace's own modules. Built on
 * the server (lib/server/navigation/get-navigation.ts) by the protected layout, in one query round.
 */
export interface NavModule {
  id: string;
  /** Catalog tag (TaskManagement, ...): picks the icon and the route. */
  tag: string;
  name: string;
  /** The caller's own bookmark. */
  isBookmark: boolean;
}

export interface NavProject {
  id: string;
  name: string;
  private: boolean;
  isBookmark: boolean;
  /** Modules ordered by their index i. */
  modules: NavModule[];
}

export interface Navigation {
  projects: NavProject[];
  workspaceModules: NavModule[];
}

// Project data shapes, shared by the services, the route handlers and the client.

/** The spec's project (§3): isBookmark is the caller's own; followers = people given access. */
export interface ProjectView {
  id: string;
  name: string;
  private: boolean;
  coverImage: string | null;
  isBookmark: boolean;
  followers: { count: number };
  modules: { id: string; moduleId: string; tag: string; name: string; i: string }[];
  createdAt: Date;
  updatedAt: Date;
}

/** A project of the list: the view, with its dates as ISO strings (as they are sent). */
export type ProjectListItem = Omit<ProjectView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * What the actor may do with the projects of the active workspace, the same rules as
 * update-project.ts and delete-project.ts: renaming needs member+; visibility, cover image and
 * deletion need project administration (administersProject). Sent to the project screens so they
 * show only the controls that will work, also for projects loaded later page by page.
 */
export interface ProjectRights {
  canRename: boolean;
  /** Owners and admins administer every project of the workspace. */
  administersAll: boolean;
  /** Otherwise: the projects whose admin (or owner) the actor was made in the access tree. */
  administered: string[];
}

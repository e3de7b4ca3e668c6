// Project data shapes, shared by the services, the route handlers and the client, as the schemas of
// the answers (lib/contracts/projects.ts); each type is its schema's output. Dates are ISO strings.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

/** A module placed on the project's grid, as the project's card lists it. */
export const projectViewModuleSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  tag: z.string(),
  name: z.string(),
  i: z.string(),
});

/** The spec's project (§3): isBookmark is the caller's own; followers = people given access. */
export const projectViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  private: z.boolean(),
  coverImage: z.nullable(z.string()),
  isBookmark: z.boolean(),
  followers: z.object({ count: z.number() }),
  modules: z.array(projectViewModuleSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProjectView = z.output<typeof projectViewSchema>;

/** A project of the list: the same view (the list is built in SQL, the view by the ORM). */
export const projectListItemSchema = projectViewSchema;
export type ProjectListItem = z.output<typeof projectListItemSchema>;

/** DELETE /workspaces/project/{id}: the deleted project's id. */
export const deletedProjectSchema = z.object({ id: z.string() });

/**
 * What the actor may do with the projects of the active workspace, the same rules as
 * update-project.ts and delete-project.ts: renaming and arranging the grid need editsProject (member+,
 * unless the project role only views); visibility, cover image and deletion need project
 * administration (administersProject). Sent to the project screens so they show only the controls
 * that will work, also for projects loaded later page by page.
 */
export interface ProjectRights {
  /** The workspace role writes (member and above): edits every project but those in `viewOnly`. */
  canRename: boolean;
  /** Projects whose role for the actor only views (viewer, guest): no renaming, no arranging. */
  viewOnly: string[];
  /** Owners and admins administer every project of the workspace. */
  administersAll: boolean;
  /** Otherwise: the projects whose admin (or owner) the actor was made in the access tree. */
  administered: string[];
}

import { withApi } from "@/lib/server/api/with-api";
import { deleteProject } from "@/lib/server/projects/delete-project";
import { getProject } from "@/lib/server/projects/get-project";
import { updateProject } from "@/lib/server/projects/update-project";

// GET /api/v1/workspaces/project/{projectId} - one visible project of the active workspace
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getProject(actor, params.projectId, meta.locale),
);

// PATCH /api/v1/workspaces/project/{projectId} - { name?, private?, coverImage?, isBookmark? }
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateProject(actor, params.projectId, body),
);

// DELETE /api/v1/workspaces/project/{projectId} - delete the project (workspace or project admins)
export const DELETE = withApi({}, async ({ actor, params }) => deleteProject(actor, params.projectId));

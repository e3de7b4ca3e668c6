import {
  deleteProject as deleteProjectEndpoint,
  getProject as getProjectEndpoint,
  updateProject as updateProjectEndpoint,
} from "@/lib/contracts/projects";
import { serve } from "@/lib/server/api/serve";
import { deleteProject } from "@/lib/server/projects/delete-project";
import { getProject } from "@/lib/server/projects/get-project";
import { updateProject } from "@/lib/server/projects/update-project";

export const GET = serve(getProjectEndpoint, async ({ actor, params, meta }) =>
  getProject(actor, params.projectId, meta.locale),
);

export const PATCH = serve(updateProjectEndpoint, async ({ actor, params, body }) =>
  updateProject(actor, params.projectId, body),
);

export const DELETE = serve(deleteProjectEndpoint, async ({ actor, params }) =>
  deleteProject(actor, params.projectId),
);

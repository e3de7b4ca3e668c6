import {
  removeProjectMember as removeProjectMemberEndpoint,
  updateProjectMember as updateProjectMemberEndpoint,
} from "@/lib/contracts/projects";
import { serve } from "@/lib/server/api/serve";
import { removeProjectMember } from "@/lib/server/project-members/remove-project-member";
import { updateProjectMember } from "@/lib/server/project-members/update-project-member";

export const PATCH = serve(updateProjectMemberEndpoint, async ({ actor, params, body }) =>
  updateProjectMember(actor, { ...params, body }),
);

export const DELETE = serve(removeProjectMemberEndpoint, async ({ actor, params }) =>
  removeProjectMember(actor, params),
);

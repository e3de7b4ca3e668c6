import {
  addProjectMember as addProjectMemberEndpoint,
  listProjectMembers as listProjectMembersEndpoint,
} from "@/lib/contracts/projects";
import { reply, serve } from "@/lib/server/api/serve";
import { addProjectMember } from "@/lib/server/project-members/add-project-member";
import { listProjectMembers } from "@/lib/server/project-members/list-project-members";

export const GET = serve(listProjectMembersEndpoint, async ({ actor, params }) =>
  listProjectMembers(actor, params),
);

// An upsert: 201 when the member was added, 200 when their role changed.
export const POST = serve(addProjectMemberEndpoint, async ({ actor, params, body }) => {
  const { member, created } = await addProjectMember(actor, { ...params, body });
  return reply(member, created ? 201 : 200);
});

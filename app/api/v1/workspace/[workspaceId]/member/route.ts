import { listMembers as listMembersEndpoint } from "@/lib/contracts/workspaces";
import { serve } from "@/lib/server/api/serve";
import { listMembers } from "@/lib/server/members/list-members";

export const GET = serve(listMembersEndpoint, async ({ actor, params, query }) =>
  listMembers(actor, { workspaceId: params.workspaceId, ...query }),
);

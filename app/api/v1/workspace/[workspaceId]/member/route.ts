import { withApi } from "@/lib/server/api/with-api";
import { listMembers } from "@/lib/server/members/list-members";

// GET /api/v1/workspace/{workspaceId}/member?page=1&limit=100&search= - a page of the workspace's members
export const GET = withApi({}, async ({ actor, params, req }) => {
  const query = req.nextUrl.searchParams;
  return listMembers(actor, {
    workspaceId: params.workspaceId,
    page: query.get("page") ?? undefined,
    limit: query.get("limit") ?? undefined,
    search: query.get("search") ?? undefined,
  });
});

import { withApi } from "@/lib/server/api/with-api";
import { listUsers } from "@/lib/server/users/list-users";

// GET /api/v1/users?search= - the active workspace's members for pickers
export const GET = withApi({}, async ({ actor, req }) =>
  listUsers(actor, { search: req.nextUrl.searchParams.get("search") ?? undefined }),
);

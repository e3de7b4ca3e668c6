import { withApi } from "@/lib/server/api/with-api";
import { getUser } from "@/lib/server/users/get-user";

// GET /api/v1/users/{id} - the signed-in user's own profile
export const GET = withApi({}, async ({ actor, params }) => getUser(actor, params.id));

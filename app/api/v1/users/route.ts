import { listUsers as listUsersEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { listUsers } from "@/lib/server/users/list-users";

export const GET = serve(listUsersEndpoint, async ({ actor, query }) => listUsers(actor, query));

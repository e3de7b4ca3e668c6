import { listSessions, revokeOtherSessions as revokeOthersEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { listUserSessions, revokeOtherSessions } from "@/lib/server/users/user-sessions";

export const GET = serve(listSessions, async ({ actor, params }) => listUserSessions(actor, params.id));

export const DELETE = serve(revokeOthersEndpoint, async ({ actor, params }) =>
  revokeOtherSessions(actor, params.id),
);

import { listConnectedAccounts as listEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { listConnectedAccounts } from "@/lib/server/users/connected-accounts";

export const GET = serve(listEndpoint, async ({ actor, params }) => listConnectedAccounts(actor, params.id));

import { unlinkAccount as unlinkEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { unlinkAccount } from "@/lib/server/users/connected-accounts";

export const DELETE = serve(unlinkEndpoint, async ({ actor, params }) => unlinkAccount(actor, params));

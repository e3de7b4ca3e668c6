import { serve } from "@/lib/server/api/serve";
import { removePerson as removePersonEndpoint } from "@/modules/online-chat/contracts";
import { removePerson } from "@/modules/online-chat/server/channel";

export const DELETE = serve(removePersonEndpoint, async ({ actor, params, meta }) =>
  removePerson(actor, params, meta.errorLocale),
);

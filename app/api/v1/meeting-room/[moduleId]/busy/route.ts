import { serve } from "@/lib/server/api/serve";
import { listBusy as listBusyEndpoint } from "@/modules/meeting-room/contracts";
import { listBusy } from "@/modules/meeting-room/server/people-busy";

export const POST = serve(listBusyEndpoint, async ({ actor, params, body, meta }) =>
  listBusy(actor, params.moduleId, body, meta.errorLocale),
);

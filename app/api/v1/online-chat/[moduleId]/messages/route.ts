import { serve } from "@/lib/server/api/serve";
import { listBox as listBoxEndpoint } from "@/modules/online-chat/contracts";
import { listBox } from "@/modules/online-chat/server/boxes";

export const GET = serve(listBoxEndpoint, async ({ actor, params, query, meta }) =>
  listBox(actor, { moduleId: params.moduleId, query }, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import { listPeople as listPeopleEndpoint } from "@/modules/online-chat/contracts";
import { listPeople } from "@/modules/online-chat/server/people";

export const GET = serve(listPeopleEndpoint, async ({ actor, params, query, meta }) =>
  listPeople(actor, { moduleId: params.moduleId, q: query.q }, meta.errorLocale),
);

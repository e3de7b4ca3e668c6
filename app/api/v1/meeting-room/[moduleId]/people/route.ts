import { serve } from "@/lib/server/api/serve";
import { listPeople as listPeopleEndpoint } from "@/modules/meeting-room/contracts";
import { listPeople } from "@/modules/meeting-room/server/people";

export const GET = serve(listPeopleEndpoint, async ({ actor, params, query, meta }) =>
  listPeople(actor, params.moduleId, query.q, meta.errorLocale),
);

import { serve } from "@/lib/server/api/serve";
import { addPeople as addPeopleEndpoint } from "@/modules/online-chat/contracts";
import { addPeople } from "@/modules/online-chat/server/channel";

export const POST = serve(addPeopleEndpoint, async ({ actor, params, body, meta }) =>
  addPeople(actor, { ...params, userIds: body.userIds }, meta.errorLocale),
);

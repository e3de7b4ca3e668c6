import { serve } from "@/lib/server/api/serve";
import {
  listThread as listThreadEndpoint,
  setThreadState as setThreadStateEndpoint,
} from "@/modules/online-chat/contracts";
import { listThread, setThreadState } from "@/modules/online-chat/server/threads";

export const GET = serve(listThreadEndpoint, async ({ actor, params, query, meta }) =>
  listThread(actor, { ...params, cursor: query.cursor }, meta.errorLocale),
);

export const PUT = serve(setThreadStateEndpoint, async ({ actor, params, body, meta }) =>
  setThreadState(actor, { ...params, body }, meta.errorLocale),
);

import {
  cancelEmailChange as cancelEndpoint,
  requestEmailChange as requestEndpoint,
} from "@/lib/contracts/users";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { serve } from "@/lib/server/api/serve";
import { cancelEmailChange, requestEmailChange } from "@/lib/server/users/email-change";

// Another user's id is 404 whatever the body: the service validates it after that check.
export const POST = serve(
  requestEndpoint,
  async ({ actor, params, req, meta }) => requestEmailChange(actor, params.id, await readJsonBody(req), meta),
  { deferBody: true },
);

export const DELETE = serve(cancelEndpoint, async ({ actor, params }) => cancelEmailChange(actor, params.id));

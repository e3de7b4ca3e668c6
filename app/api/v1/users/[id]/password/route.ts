import { changePassword as changePasswordEndpoint } from "@/lib/contracts/users";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { serve } from "@/lib/server/api/serve";
import { changePassword } from "@/lib/server/users/change-password";

// Another user's id is 404 whatever the body: the service validates it after that check.
export const PUT = serve(
  changePasswordEndpoint,
  async ({ actor, params, req }) => changePassword(actor, params.id, await readJsonBody(req)),
  { deferBody: true },
);

import { register as registerEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { register } from "@/lib/server/auth/register";

export const POST = serve(registerEndpoint, async ({ body, meta }) =>
  signedInResponse(await register(body, meta), 201),
);

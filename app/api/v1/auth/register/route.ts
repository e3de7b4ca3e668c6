import { withApi } from "@/lib/server/api/with-api";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { register } from "@/lib/server/auth/register";

// POST /api/v1/auth/register - create an account and sign it in
export const POST = withApi({ auth: "none", body: true }, async ({ body, meta }) =>
  signedInResponse(await register(body, meta), 201),
);

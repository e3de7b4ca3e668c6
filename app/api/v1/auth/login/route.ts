import { withApi } from "@/lib/server/api/with-api";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { login } from "@/lib/server/auth/login";

// POST /api/v1/auth/login - e-mail and password; returns accessToken and the user, sets the session cookie
export const POST = withApi({ auth: "none", body: true }, async ({ body, meta }) =>
  signedInResponse(await login(body, meta)),
);

import { login as loginEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { login } from "@/lib/server/auth/login";

export const POST = serve(loginEndpoint, async ({ body, meta }) => signedInResponse(await login(body, meta)));

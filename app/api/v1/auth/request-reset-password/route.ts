import { requestPasswordReset as requestPasswordResetEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

export const POST = serve(requestPasswordResetEndpoint, async ({ body, meta }) =>
  requestPasswordReset(body, meta),
);

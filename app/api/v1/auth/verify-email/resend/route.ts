import { resendVerificationEmail as resendVerificationEmailEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { resendVerificationEmail } from "@/lib/server/auth/email-verification";

export const POST = serve(resendVerificationEmailEndpoint, async ({ actor, meta }) =>
  resendVerificationEmail(actor, meta),
);

import { withApi } from "@/lib/server/api/with-api";
import { resendVerificationEmail } from "@/lib/server/auth/email-verification";

// POST /api/v1/auth/verify-email/resend - e-mail the signed-in user a new verification link (409 once verified, 429 when limited)
export const POST = withApi({}, async ({ actor, meta }) => resendVerificationEmail(actor, meta));

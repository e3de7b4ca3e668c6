import { verifyEmail as verifyEmailEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { verifyEmail } from "@/lib/server/auth/email-verification";

export const POST = serve(verifyEmailEndpoint, async ({ body }) => verifyEmail(body));

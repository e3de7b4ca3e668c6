import { resetPassword as resetPasswordEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { resetPassword } from "@/lib/server/auth/password-reset";

export const POST = serve(resetPasswordEndpoint, async ({ body }) => resetPassword(body));

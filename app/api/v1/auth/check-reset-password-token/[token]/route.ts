import { checkResetPasswordToken } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { checkResetToken } from "@/lib/server/auth/password-reset";

export const GET = serve(checkResetPasswordToken, async ({ params }) => checkResetToken(params.token));

import { withApi } from "@/lib/server/api/with-api";
import { checkResetToken } from "@/lib/server/auth/password-reset";

// GET /api/v1/auth/check-reset-password-token/{token} - 200 while the link is usable, 404 otherwise
export const GET = withApi({ auth: "none" }, async ({ params }) => checkResetToken(params.token));

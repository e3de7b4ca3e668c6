import { withApi } from "@/lib/server/api/with-api";
import { resetPassword } from "@/lib/server/auth/password-reset";

// POST /api/v1/auth/reset-password - token, newPassword, confirmPassword
export const POST = withApi({ auth: "none", body: true }, async ({ body }) => resetPassword(body));

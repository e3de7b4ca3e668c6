import { withApi } from "@/lib/server/api/with-api";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";

// POST /api/v1/auth/request-reset-password - e-mail a reset link (same answer for unknown e-mails)
export const POST = withApi({ auth: "none", body: true }, async ({ body, meta }) =>
  requestPasswordReset(body, meta),
);

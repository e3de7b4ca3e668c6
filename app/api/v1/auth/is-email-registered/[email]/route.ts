import { withApi } from "@/lib/server/api/with-api";
import { isEmailRegistered } from "@/lib/server/auth/register";

// GET /api/v1/auth/is-email-registered/{email} - step 1 of registration
export const GET = withApi({ auth: "none" }, async ({ params, meta }) =>
  isEmailRegistered({ email: params.email }, meta),
);

import { withApi } from "@/lib/server/api/with-api";
import { verifyEmail } from "@/lib/server/auth/email-verification";

// POST /api/v1/auth/verify-email - {token} from the e-mailed link: marks the address verified (404 when the link is not usable)
export const POST = withApi({ auth: "none", body: true }, async ({ body }) => verifyEmail(body));

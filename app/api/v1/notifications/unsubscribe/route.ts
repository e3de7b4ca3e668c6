import { withApi } from "@/lib/server/api/with-api";
import { unsubscribeFromEmails } from "@/lib/server/notifications/preferences";

// POST /api/v1/notifications/unsubscribe - { token } from an e-mail's link: no sign-in needed
export const POST = withApi({ auth: "none", body: true }, async ({ body }) => unsubscribeFromEmails(body));

import { withApi } from "@/lib/server/api/with-api";
import { checkInvitation } from "@/lib/server/invitations/check-invitation";

// GET /api/v1/auth/invite/expire?token= - the invitation behind a link while usable, 404 otherwise
export const GET = withApi({ auth: "none" }, async ({ req }) =>
  checkInvitation(req.nextUrl.searchParams.get("token") ?? undefined),
);

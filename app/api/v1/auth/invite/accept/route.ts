import { withApi } from "@/lib/server/api/with-api";
import { signedInResponse } from "@/lib/server/api/signed-in-response";
import { acceptInvitation } from "@/lib/server/invitations/accept-invitation";

// POST /api/v1/auth/invite/accept - token + password (+ name for a new account); joins and signs in
export const POST = withApi({ auth: "none", body: true }, async ({ body, meta }) =>
  signedInResponse(await acceptInvitation(body, meta)),
);

import { withApi } from "@/lib/server/api/with-api";
import { getUser } from "@/lib/server/users/get-user";
import { updateUserPreferences } from "@/lib/server/users/update-user-preferences";

// GET /api/v1/users/{id} - the signed-in user's own profile
export const GET = withApi({}, async ({ actor, params }) => getUser(actor, params.id));

// PATCH /api/v1/users/{id} - the signed-in user's own preferences { timeZone: string | null }
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  updateUserPreferences(actor, params.id, body),
);

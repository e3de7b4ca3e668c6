import { withApi } from "@/lib/server/api/with-api";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from "@/lib/server/notifications/preferences";

// GET /api/v1/notifications/preferences - each kind's channels (in-app, e-mail) and the e-mails' language
export const GET = withApi({}, async ({ actor }) => getNotificationPreferences(actor));

// PUT /api/v1/notifications/preferences - { kinds: [{ kind, inApp, email }], locale? }
export const PUT = withApi({ body: true }, async ({ actor, body, meta }) =>
  saveNotificationPreferences(actor, body, meta.locale),
);

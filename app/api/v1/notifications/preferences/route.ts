import { serve } from "@/lib/server/api/serve";
import {
  getNotificationPreferences as getNotificationPreferencesEndpoint,
  saveNotificationPreferences as saveNotificationPreferencesEndpoint,
} from "@/lib/contracts/inbox";
import { getNotificationPreferences, saveNotificationPreferences } from "@/lib/server/inbox/preferences";

export const GET = serve(getNotificationPreferencesEndpoint, async ({ actor }) =>
  getNotificationPreferences(actor),
);

export const PUT = serve(saveNotificationPreferencesEndpoint, async ({ actor, body, meta }) =>
  saveNotificationPreferences(actor, body, meta.locale),
);

// The signed-in user's notification inbox and e-mail preferences, declared once: served by the route
// files under app/api/v1/notifications, called by lib/client/inbox/api.ts and the
// notification settings and unsubscribe pages. (The Notification module kind's API is
// modules/notification/contracts.ts.)
import * as z from "@/lib/zod";
import { defineEndpoint, isoDate } from "@/lib/contracts/endpoint";
import { notificationPreferencesAnswerSchema } from "@/lib/inbox/preferences";
import { notificationPageSchema } from "@/lib/inbox/types";
import {
  listNotificationsQuerySchema,
  markNotificationSchema,
  notificationParamsSchema,
  notificationPreferencesSchema,
  unsubscribeSchema,
} from "@/lib/schemas/inbox";

const base = "/api/v1/notifications" as const;

export const listNotifications = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The caller's inbox in the active workspace, newest first (cursor, limit, unread, kind)",
  query: listNotificationsQuerySchema,
  response: notificationPageSchema,
});

export const unreadNotificationCount = defineEndpoint({
  method: "GET",
  path: `${base}/unread-count`,
  auth: "session",
  summary: "The bell's number: unread notifications in the active workspace",
  response: z.object({ count: z.number() }),
});

export const markNotification = defineEndpoint({
  method: "PATCH",
  path: `${base}/{notificationId}`,
  auth: "session",
  summary: "Mark one of the caller's notifications read or unread; answers the new unread count",
  params: notificationParamsSchema,
  body: markNotificationSchema,
  response: z.object({ id: z.string(), readAt: z.nullable(isoDate), unread: z.number() }),
});

export const markAllNotificationsRead = defineEndpoint({
  method: "POST",
  path: `${base}/read-all`,
  auth: "session",
  summary: "Mark every unread notification of the active workspace read (the unread count is then 0)",
  response: z.object({ unread: z.number() }),
});

export const getNotificationPreferences = defineEndpoint({
  method: "GET",
  path: `${base}/preferences`,
  auth: "session",
  summary: "Each kind's channels (in the app, by e-mail) and the e-mails' language",
  response: notificationPreferencesAnswerSchema,
});

export const saveNotificationPreferences = defineEndpoint({
  method: "PUT",
  path: `${base}/preferences`,
  auth: "session",
  summary: "Save some kinds' channels (the others keep theirs) and the e-mails' language",
  body: notificationPreferencesSchema,
  response: notificationPreferencesAnswerSchema,
});

export const unsubscribeFromEmails = defineEndpoint({
  method: "POST",
  path: `${base}/unsubscribe`,
  auth: "public",
  summary: "Turn off every notification e-mail with the token of an e-mail's link (no sign-in)",
  body: unsubscribeSchema,
  response: z.object({ unsubscribed: z.literal(true) }),
});

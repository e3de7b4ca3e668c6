// The inbox's constants, without zod: the notification bell is in every page's shell, so what it reads
// at run time must not load the answers' schemas (lib/inbox/types.ts).

export const NOTIFICATION_KINDS = [
  "task.assigned",
  "task.commented",
  "task.mentioned",
  "task.dueSoon",
  "task.overdue",
  "invitation.accepted",
  "campaign.message",
  "goal.reminder",
  "goal.invited",
  "form.response",
  "webhook.disabled",
  "chat.mentioned",
  "chat.replied",
  "chat.direct",
  "calendar.reminder",
  "meeting.reminder",
  "meeting.invited",
  "automation.decision",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The socket event on the recipient's user room when a notification is created. */
export const NOTIFICATION_EVENT = "notification:new";

/** The socket event when some of the user's notifications were read elsewhere (another tab). */
export const NOTIFICATIONS_READ_EVENT = "notification:read";

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/**
 * The inbox's contract, shared by the API (lib/server/notifications), the socket event and the
 * client (components/notifications). A notification stores its kind and parameters, never a
 * sentence: each reader renders it in their own language (messages `notifications.kinds.<kind>`).
 */
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a kind's text may use: the task's key and title, the module's name, a comment's excerpt. A
 * campaign message carries its subject (or the campaign's name) as moduleName and its text as excerpt.
 * A goal reminder or invitation carries the goal's title.
 */
export interface NotificationParams {
  taskKey?: string;
  taskTitle?: string;
  moduleName?: string;
  excerpt?: string;
  goalTitle?: string;
  /** A form that received responses, and how many since its followers were last told. */
  formTitle?: string;
  count?: number;
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** Who did it (null for reminders and for an account that was deleted). */
  actor: { id: string; name: string; image: string | null } | null;
  /** Where clicking it goes: a path of this app. */
  link: string;
  /** The text in the request's language (the client renders live items itself, from kind and params). */
  text: string;
  readAt: string | null;
  createdAt: string;
}

/** GET /api/v1/notifications: newest first, keyset pages. */
export interface NotificationPage {
  data: NotificationItem[];
  nextCursor: string | null;
}

/** The socket event on the recipient's user room when a notification is created. */
export const NOTIFICATION_EVENT = "notification:new";
export type NotificationEventPayload = Omit<NotificationItem, "text"> & { workspaceId: string };

/** The socket event when some of the user's notifications were read elsewhere (another tab). */
export const NOTIFICATIONS_READ_EVENT = "notification:read";
export type NotificationsReadPayload = { workspaceId: string; ids: string[] | "all"; unread: number };

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;

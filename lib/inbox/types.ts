/**
 * The inbox's contract, shared by the API (lib/server/inbox/), the socket event and the
 * client (components/inbox), as the schemas of the answers (lib/contracts/inbox.ts); each
 * type is its schema's output. A notification stores its kind and parameters, never a sentence:
 * each reader renders it in their own language (messages `notifications.kinds.<kind>`).
 */
import * as z from "@/lib/zod";
import { isoDate, pageSchema, type Page } from "@/lib/contracts/endpoint";
import { NOTIFICATION_KINDS } from "./constants";

// The inbox's constants live without zod in ./constants.ts (the bell, in every page's shell, reads them).
export {
  NOTIFICATION_EVENT,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATIONS_READ_EVENT,
  type NotificationKind,
} from "./constants";

/**
 * What a kind's text may use: the task's key and title, the module's name, a comment's excerpt. A
 * campaign message carries its subject (or the campaign's name) as moduleName and its text as excerpt.
 * A goal reminder or invitation carries the goal's title.
 */
export const notificationTextParamsSchema = z.object({
  taskKey: z.optional(z.string()),
  taskTitle: z.optional(z.string()),
  moduleName: z.optional(z.string()),
  excerpt: z.optional(z.string()),
  goalTitle: z.optional(z.string()),
  /** A form that received responses, and how many since its followers were last told. */
  formTitle: z.optional(z.string()),
  count: z.optional(z.number()),
});
export type NotificationParams = z.output<typeof notificationTextParamsSchema>;

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: notificationTextParamsSchema,
  /** Who did it (null for reminders and for an account that was deleted). */
  actor: z.nullable(z.object({ id: z.string(), name: z.string(), image: z.nullable(z.string()) })),
  /** Where clicking it goes: a path of this app. */
  link: z.string(),
  /** The text in the request's language (the client renders live items itself, from kind and params). */
  text: z.string(),
  readAt: z.nullable(isoDate),
  createdAt: isoDate,
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** GET /api/v1/notifications: newest first, keyset pages. */
export const notificationPageSchema = pageSchema(notificationItemSchema);
export type NotificationPage = Page<NotificationItem>;

export type NotificationEventPayload = Omit<NotificationItem, "text"> & { workspaceId: string };

export type NotificationsReadPayload = { workspaceId: string; ids: string[] | "all"; unread: number };

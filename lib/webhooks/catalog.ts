// The events a workspace webhook can subscribe to (issue 39, docs/platform/api.md "Webhooks"),
// grouped by the API token areas (lib/api-tokens/scopes.ts) so the settings page and the scopes read
// alike. lib/server/webhooks/workspace/public-events.ts turns each domain event into these; a test
// checks every domain event is either turned into some of them or named internal there. Browser-safe.
import type { ApiScopeArea } from "@/lib/api-tokens/scopes";

export const WEBHOOK_EVENT_GROUPS = {
  tasks: [
    "task.created",
    "task.updated",
    "task.deleted",
    "task.assigned",
    "task.commented",
    "task.timer.started",
    "task.timer.stopped",
    "column.updated",
    "column.deleted",
  ],
  time: ["time.entries.changed"],
  goals: ["goals.changed"],
  content: [
    "content.item.changed",
    "content.item.deleted",
    "content.categories.changed",
    "content.published",
    "content.unpublished",
  ],
  forms: ["form.published", "form.response.created", "form.response.deleted"],
  campaigns: [
    "campaign.changed",
    "campaign.deleted",
    "channel.changed",
    "channel.deleted",
    "template.changed",
    "template.deleted",
  ],
  chat: [
    "chat.message.created",
    "chat.message.updated",
    "chat.message.deleted",
    "chat.message.restored",
    "chat.reactions.changed",
    "chat.conversation.changed",
    "chat.conversation.removed",
  ],
  calendar: ["calendar.events.changed"],
  meetings: ["meeting.changed", "meeting.chat.message"],
  files: ["files.changed"],
  databases: ["database.changed", "database.table.changed", "database.records.changed"],
  charts: ["dashboard.changed", "dashboard.removed", "chart.data.changed"],
  members: ["member.joined"],
} as const satisfies Partial<Record<ApiScopeArea, readonly string[]>>;

export type WebhookEventArea = keyof typeof WEBHOOK_EVENT_GROUPS;
export type WebhookEventType = (typeof WEBHOOK_EVENT_GROUPS)[WebhookEventArea][number];

export const WEBHOOK_EVENT_AREAS = Object.keys(WEBHOOK_EVENT_GROUPS) as WebhookEventArea[];

/** Every event type a subscription may name, in the catalogue's order. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_AREAS.flatMap(
  (area) => WEBHOOK_EVENT_GROUPS[area],
);

/** What the test ping of the settings page (POST …/webhooks/{id}/ping) sends; nobody subscribes to it. */
export const WEBHOOK_PING_EVENT = "webhook.ping";

/** The area an event type belongs to. */
export function areaOfWebhookEvent(type: string): WebhookEventArea | null {
  return (
    WEBHOOK_EVENT_AREAS.find((area) => (WEBHOOK_EVENT_GROUPS[area] as readonly string[]).includes(type)) ??
    null
  );
}

/** How many workspace webhooks a workspace may have. */
export const WORKSPACE_WEBHOOKS_MAX = 25;

/**
 * The Notification module's contract (spec/modules.md §2 Notification; issue 12): channels,
 * templates and campaigns of one module, shared by the API (modules/notification/server), the
 * pages (modules/notification/components) and the client calls (modules/notification/client), as
 * the schemas of the answers (modules/notification/contracts.ts); each type is its schema's output.
 * Dates are ISO strings.
 */
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ROLES } from "@/lib/schemas/permissions";

export const NOTIFICATION_MODULE_TAG = "Notification";

/** The module's tabs, in the spec's order: /project/{projectId}/notification/{tab}. */
export const NOTIFICATION_TABS = ["channels", "templates", "campaigns"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/**
 * What the pages know about the module and the viewer's rights in it. send: admins of it or its
 * project (they also change what a scheduled campaign uses, and see channel secrets); seeEmails:
 * the viewer may view the workspace's members (User management), so recipients' addresses are shown.
 */
export interface NotificationModuleInfo {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
  access: {
    add: boolean;
    edit: boolean;
    delete: boolean;
    send: boolean;
    seeEmails: boolean;
    manageMembers: boolean;
  };
}

// Channels -----------------------------------------------------------------------------------------

/** in-app: the workspace members' inboxes; email: SMTP or the outbox; webhook: an HTTPS POST of JSON. */
export const CHANNEL_KINDS = ["inApp", "email", "webhook"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** 'Available', 'Disabled' (turned off), 'Failing' (FAILING_AFTER deliveries in a row failed). */
export const CHANNEL_STATUSES = ["available", "disabled", "failing"] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const FAILING_AFTER = 3;

/** Who created a row (null when that person was deleted). */
const creatorSchema = z.nullable(z.object({ id: z.string(), name: z.string() }));

/**
 * Per kind: in-app none; e-mail a sender name and reply-to; webhook the URL it posts to. A webhook's
 * URL is a secret (Slack and Discord put their token in it): only the module's admins get it whole;
 * everyone else gets its origin and "/•••" (`masked`).
 */
export const channelSettingsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inApp") }),
  z.object({ kind: z.literal("email"), fromName: z.nullable(z.string()), replyTo: z.nullable(z.string()) }),
  z.object({ kind: z.literal("webhook"), url: z.string(), masked: z.boolean() }),
]);
export type ChannelSettings = z.output<typeof channelSettingsSchema>;

export const channelItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  settings: channelSettingsSchema,
  enabled: z.boolean(),
  status: z.enum(CHANNEL_STATUSES),
  /** Deliveries that failed in a row (reset by a success). */
  failures: z.number(),
  lastError: z.nullable(z.string()),
  lastDeliveryAt: z.nullable(isoDate),
  /** A scheduled, sending or paused campaign uses it: only the module's admins may change it. */
  inUse: z.boolean(),
  createdBy: creatorSchema,
  createdAt: isoDate,
});
export type ChannelItem = z.output<typeof channelItemSchema>;

/**
 * A webhook channel's signing secret is shown once, to whoever creates the channel or rotates the
 * secret (rotating: the module's admins only); it is never stored (derived from the server's
 * secret) nor shown again.
 */
export const channelWithSecretSchema = z.extend(channelItemSchema, {
  secret: z.nullable(z.string()),
});
export type ChannelWithSecret = z.output<typeof channelWithSecretSchema>;

/** POST …/channels/{id}/test: what happened to the test message (sent to the actor). */
export const channelTestResultSchema = z.object({
  ok: z.boolean(),
  /** Why it failed (an HTTP status, a time-out, a refused address), in English as received. */
  error: z.nullable(z.string()),
  channel: channelItemSchema,
});
export type ChannelTestResult = z.output<typeof channelTestResultSchema>;

// Templates ----------------------------------------------------------------------------------------

/** A custom variable declared on a template: `{{name}}`, with the sample value of the preview. */
export const templateVariableSchema = z.object({
  name: z.string(),
  sample: z.string(),
});
export type TemplateVariable = z.output<typeof templateVariableSchema>;

export const templateItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The kind of channel it is written for (e-mail templates have a subject). */
  channelKind: z.enum(CHANNEL_KINDS),
  subject: z.nullable(z.string()),
  /** Sanitised HTML with `{{variables}}`. */
  body: z.string(),
  variables: z.array(templateVariableSchema),
  /** A scheduled, sending or paused campaign uses it: only the module's admins may change it. */
  inUse: z.boolean(),
  createdBy: creatorSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type TemplateItem = z.output<typeof templateItemSchema>;

// Campaigns ----------------------------------------------------------------------------------------

/** Who a campaign goes to. In-app campaigns reach workspace members only (pasted e-mails match them). */
export const campaignAudienceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("project"), projectId: z.string() }),
  z.object({ kind: z.literal("role"), role: z.enum(ROLES) }),
  z.object({ kind: z.literal("emails"), emails: z.array(z.string()) }),
]);
export type CampaignAudience = z.output<typeof campaignAudienceSchema>;
export const AUDIENCE_KINDS = ["all", "project", "role", "emails"] as const;

/**
 * A campaign's audience as answers give it. A pasted list is counted (`count`); its addresses
 * (`emails`) are only in one campaign's answer (GET, create, update; null in lists and state
 * changes), and `masked` ("j•••@example.com") unless the caller may view the workspace's members.
 */
export const campaignAudienceViewSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("project"), projectId: z.string() }),
  z.object({ kind: z.literal("role"), role: z.enum(ROLES) }),
  z.object({
    kind: z.literal("emails"),
    count: z.number(),
    emails: z.nullable(z.array(z.string())),
    masked: z.boolean(),
  }),
]);
export type CampaignAudienceView = z.output<typeof campaignAudienceViewSchema>;
export const AUDIENCE_EMAILS_MAX = 5000;

/** When: now (on Send), once at a time, or repeating daily / weekly from a first time. */
export const campaignScheduleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("now") }),
  z.object({ kind: z.enum(["at", "daily", "weekly"]), at: isoDate }),
]);
export type CampaignSchedule = z.output<typeof campaignScheduleSchema>;
export const SCHEDULE_KINDS = ["now", "at", "daily", "weekly"] as const;

/**
 * draft: being written; scheduled: waits for its next run; sending: a run is going out; paused: a
 * run stopped by a person (resume continues it); completed: the last run finished and none is due;
 * cancelled: stopped for good (what was still queued is marked failed, reason "cancelled").
 */
export const CAMPAIGN_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "completed",
  "cancelled",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignTotalsSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Not sent on purpose: a suppressed address, or past the workspace's daily quota (issue 31). */
  skipped: z.number(),
});
export type CampaignTotals = z.output<typeof campaignTotalsSchema>;

export const campaignItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.nullable(z.object({ id: z.string(), name: z.string() })),
  channel: z.nullable(z.object({ id: z.string(), name: z.string(), kind: z.enum(CHANNEL_KINDS) })),
  audience: campaignAudienceViewSchema,
  /** The audience's project name when it is a project (null when it was deleted). */
  audienceProjectName: z.nullable(z.string()),
  schedule: campaignScheduleSchema,
  /** Values of the template's custom variables. */
  values: z.record(z.string(), z.string()),
  status: z.enum(CAMPAIGN_STATUSES),
  /** When the next run starts (scheduled campaigns). */
  nextRunAt: z.nullable(isoDate),
  /** Runs started so far; the totals are the latest run's. */
  runs: z.number(),
  totals: campaignTotalsSchema,
  /** Moves with every change of the campaign: of two states heard, the higher revision is newer. */
  revision: z.number(),
  lastRunAt: z.nullable(isoDate),
  createdBy: creatorSchema,
  createdAt: isoDate,
});
export type CampaignItem = z.output<typeof campaignItemSchema>;

/** skipped: not sent on purpose (a suppressed address, past the daily quota); never retried. */
export const DELIVERY_STATUSES = ["queued", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why a delivery failed or was skipped (suppressed, quotaExceeded): a code the client words
 * (`notificationModule.reasons.<code>`), or a transport error.
 */
export const DELIVERY_REASONS = [
  "notMember",
  "noEmail",
  "optedOut",
  "cancelled",
  "channelDisabled",
  "transport",
  "suppressed",
  "quotaExceeded",
] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

export const deliveryItemSchema = z.object({
  id: z.string(),
  /**
   * The recipient's address, for callers who may view the workspace's members. Others get null for
   * a member (their name is given) and a masked address ("j•••@example.com") for anyone else.
   */
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.nullable(z.enum(DELIVERY_REASONS)),
  /** The transport's message for reason "transport". */
  error: z.nullable(z.string()),
  sentAt: z.nullable(isoDate),
});
export type DeliveryItem = z.output<typeof deliveryItemSchema>;

/** What a campaign's state action does (POST …/campaigns/{id}/state). */
export const CAMPAIGN_ACTIONS = ["send", "pause", "resume", "cancel"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

// Pages --------------------------------------------------------------------------------------------

/** Every list is newest first in keyset pages (`Page<T>`, lib/contracts/endpoint.ts) of this size. */
export const NOTIFICATION_MODULE_PAGE_SIZE = 20;

/** Live updates of the module's room: a row changed (or was deleted), the tables refresh it. */
export const NOTIFICATION_MODULE_EVENT = "notification-module:changed";
export type NotificationModuleEvent =
  | { entity: "channel"; id: string; deleted?: boolean }
  | { entity: "template"; id: string; deleted?: boolean }
  | {
      entity: "campaign";
      id: string;
      deleted?: boolean;
      status?: CampaignStatus;
      totals?: CampaignTotals;
      /** The campaign's revision with this status and totals (CampaignItem.revision). */
      revision?: number;
    };

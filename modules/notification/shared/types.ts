/**
 * The Notification module's contract (spec/modules.md §2 Notification; issue 12): channels,
 * templates and campaigns of one module, shared by the API (lib/server/notification-module), the
 * pages (components/notification-module) and the client calls (lib/client/notification-module).
 */
import type { RoleValue } from "@/lib/schemas/permissions";

export const NOTIFICATION_MODULE_TAG = "Notification";

/** The module's tabs, in the spec's order: /project/{projectId}/notification/{tab}. */
export const NOTIFICATION_TABS = ["channels", "templates", "campaigns"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** What the pages know about the module and the viewer's rights in it (send: admins of it or its project). */
export interface NotificationModuleInfo {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
  access: { add: boolean; edit: boolean; delete: boolean; send: boolean; manageMembers: boolean };
}

// Channels -----------------------------------------------------------------------------------------

/** in-app: the workspace members' inboxes; email: SMTP or the outbox; webhook: an HTTPS POST of JSON. */
export const CHANNEL_KINDS = ["inApp", "email", "webhook"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** 'Available', 'Disabled' (turned off), 'Failing' (FAILING_AFTER deliveries in a row failed). */
export const CHANNEL_STATUSES = ["available", "disabled", "failing"] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const FAILING_AFTER = 3;

/** Per kind: in-app none; e-mail a sender name and reply-to; webhook the URL it posts to. */
export type ChannelSettings =
  | { kind: "inApp" }
  | { kind: "email"; fromName: string | null; replyTo: string | null }
  | { kind: "webhook"; url: string };

export interface ChannelItem {
  id: string;
  name: string;
  kind: ChannelKind;
  settings: ChannelSettings;
  enabled: boolean;
  status: ChannelStatus;
  /** Deliveries that failed in a row (reset by a success). */
  failures: number;
  lastError: string | null;
  lastDeliveryAt: string | null;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

/**
 * A webhook channel's signing secret is shown once, when the channel is created or the secret is
 * rotated; it is never stored (derived from the server's secret) nor shown again.
 */
export interface ChannelWithSecret extends ChannelItem {
  secret: string | null;
}

/** The header a webhook request carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "x-suite-signature";
/** The header naming one delivery; a receiver drops a repeat of one it has seen. */
export const WEBHOOK_IDEMPOTENCY_HEADER = "idempotency-key";
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** POST …/channels/{id}/test: what happened to the test message (sent to the actor). */
export interface ChannelTestResult {
  ok: boolean;
  /** Why it failed (an HTTP status, a time-out, a refused address), in English as received. */
  error: string | null;
  channel: ChannelItem;
}

// Templates ----------------------------------------------------------------------------------------

/** A custom variable declared on a template: `{{name}}`, with the sample value of the preview. */
export interface TemplateVariable {
  name: string;
  sample: string;
}

export interface TemplateItem {
  id: string;
  name: string;
  /** The kind of channel it is written for (e-mail templates have a subject). */
  channelKind: ChannelKind;
  subject: string | null;
  /** Sanitised HTML with `{{variables}}`. */
  body: string;
  variables: TemplateVariable[];
  createdBy: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

// Campaigns ----------------------------------------------------------------------------------------

/** Who a campaign goes to. In-app campaigns reach workspace members only (pasted e-mails match them). */
export type CampaignAudience =
  | { kind: "all" }
  | { kind: "project"; projectId: string }
  | { kind: "role"; role: RoleValue }
  | { kind: "emails"; emails: string[] };
export const AUDIENCE_KINDS = ["all", "project", "role", "emails"] as const;
export const AUDIENCE_EMAILS_MAX = 5000;

/** When: now (on Send), once at a time, or repeating daily / weekly from a first time. */
export type CampaignSchedule = { kind: "now" } | { kind: "at" | "daily" | "weekly"; at: string };
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

export interface CampaignTotals {
  queued: number;
  sent: number;
  failed: number;
}

export interface CampaignItem {
  id: string;
  name: string;
  template: { id: string; name: string } | null;
  channel: { id: string; name: string; kind: ChannelKind } | null;
  audience: CampaignAudience;
  /** The audience's project name when it is a project (null when it was deleted). */
  audienceProjectName: string | null;
  schedule: CampaignSchedule;
  /** Values of the template's custom variables. */
  values: Record<string, string>;
  status: CampaignStatus;
  /** When the next run starts (scheduled campaigns). */
  nextRunAt: string | null;
  /** Runs started so far; the totals are the latest run's. */
  runs: number;
  totals: CampaignTotals;
  /** Moves with every change of the campaign: of two states heard, the higher revision is newer. */
  revision: number;
  lastRunAt: string | null;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
}

export const DELIVERY_STATUSES = ["queued", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a delivery failed: a code the client words (`notificationModule.reasons.<code>`), or a transport error. */
export const DELIVERY_REASONS = [
  "notMember",
  "noEmail",
  "optedOut",
  "cancelled",
  "channelDisabled",
  "transport",
] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

export interface DeliveryItem {
  id: string;
  email: string | null;
  name: string | null;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
  /** The transport's message for reason "transport". */
  error: string | null;
  sentAt: string | null;
}

/** What a campaign's state action does (POST …/campaigns/{id}/state). */
export const CAMPAIGN_ACTIONS = ["send", "pause", "resume", "cancel"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

// Pages --------------------------------------------------------------------------------------------

/** Every list is newest first in keyset pages. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}
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

"use client";

// Typed calls of the Notification module's API (issue 12): /api/v1/notification/{moduleId}/…
import { api } from "@/lib/client/api";
import { useModuleRoom } from "@/lib/client/module-room";
import type {
  CampaignAction,
  CampaignItem,
  CampaignStatus,
  ChannelItem,
  ChannelKind,
  ChannelStatus,
  ChannelTestResult,
  ChannelWithSecret,
  DeliveryItem,
  DeliveryStatus,
  NotificationModuleEvent,
  Page,
  TemplateItem,
} from "@/modules/notification/shared/types";
import { NOTIFICATION_MODULE_TAG } from "@/modules/notification/shared/types";
import type {
  CreateCampaignInput,
  CreateChannelInput,
  TemplateInput,
  UpdateCampaignInput,
  UpdateChannelInput,
} from "@/modules/notification/schemas/notification-module";

const base = (moduleId: string) => `/notification/${moduleId}`;

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const notificationModuleApi = {
  channels: (
    moduleId: string,
    q: { q?: string; kind?: ChannelKind | null; status?: ChannelStatus | null; cursor?: string | null } = {},
  ) =>
    api<Page<ChannelItem>>(
      `${base(moduleId)}/channels${query({ q: q.q, kind: q.kind, status: q.status, cursor: q.cursor })}`,
    ),
  createChannel: (moduleId: string, body: CreateChannelInput) =>
    api<ChannelWithSecret>(`${base(moduleId)}/channels`, { method: "POST", body }),
  updateChannel: (moduleId: string, channelId: string, body: UpdateChannelInput) =>
    api<ChannelWithSecret>(`${base(moduleId)}/channels/${channelId}`, { method: "PATCH", body }),
  deleteChannel: (moduleId: string, channelId: string) =>
    api<{ id: string }>(`${base(moduleId)}/channels/${channelId}`, { method: "DELETE" }),
  testChannel: (moduleId: string, channelId: string) =>
    api<ChannelTestResult>(`${base(moduleId)}/channels/${channelId}/test`, { method: "POST", body: {} }),

  templates: (
    moduleId: string,
    q: { q?: string; channelKind?: ChannelKind | null; cursor?: string | null } = {},
  ) =>
    api<Page<TemplateItem>>(
      `${base(moduleId)}/templates${query({ q: q.q, channelKind: q.channelKind, cursor: q.cursor })}`,
    ),
  createTemplate: (moduleId: string, body: TemplateInput) =>
    api<TemplateItem>(`${base(moduleId)}/templates`, { method: "POST", body }),
  updateTemplate: (moduleId: string, templateId: string, body: TemplateInput) =>
    api<TemplateItem>(`${base(moduleId)}/templates/${templateId}`, { method: "PATCH", body }),
  deleteTemplate: (moduleId: string, templateId: string) =>
    api<{ id: string }>(`${base(moduleId)}/templates/${templateId}`, { method: "DELETE" }),

  campaigns: (
    moduleId: string,
    q: { q?: string; status?: CampaignStatus | null; cursor?: string | null } = {},
  ) =>
    api<Page<CampaignItem>>(
      `${base(moduleId)}/campaigns${query({ q: q.q, status: q.status, cursor: q.cursor })}`,
    ),
  campaign: (moduleId: string, campaignId: string) =>
    api<CampaignItem>(`${base(moduleId)}/campaigns/${campaignId}`),
  createCampaign: (moduleId: string, body: CreateCampaignInput) =>
    api<CampaignItem>(`${base(moduleId)}/campaigns`, { method: "POST", body }),
  updateCampaign: (moduleId: string, campaignId: string, body: UpdateCampaignInput) =>
    api<CampaignItem>(`${base(moduleId)}/campaigns/${campaignId}`, { method: "PATCH", body }),
  deleteCampaign: (moduleId: string, campaignId: string) =>
    api<{ id: string }>(`${base(moduleId)}/campaigns/${campaignId}`, { method: "DELETE" }),
  campaignAction: (moduleId: string, campaignId: string, action: CampaignAction) =>
    api<CampaignItem>(`${base(moduleId)}/campaigns/${campaignId}/state`, {
      method: "POST",
      body: { action },
    }),
  deliveries: (
    moduleId: string,
    campaignId: string,
    q: { status?: DeliveryStatus | null; cursor?: string | null } = {},
  ) =>
    api<Page<DeliveryItem>>(
      `${base(moduleId)}/campaigns/${campaignId}/deliveries${query({ status: q.status, cursor: q.cursor })}`,
    ),
};

/** Calls `onEvent` for every change in the module (its room): another tab or person, or a send's progress. */
export function useNotificationModuleEvents(
  moduleId: string,
  onEvent: (event: NotificationModuleEvent) => void,
  onReconnect?: () => void,
) {
  useModuleRoom(
    moduleId,
    (envelope) => {
      if (envelope.tag === NOTIFICATION_MODULE_TAG) onEvent(envelope.event as NotificationModuleEvent);
    },
    onReconnect,
  );
}

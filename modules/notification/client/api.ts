"use client";

// Typed calls of the Notification module's API (issue 12), through its contracts
// (modules/notification/contracts.ts).
import { call } from "@/lib/client/api";
import { useModuleRoom } from "@/lib/client/module-room";
import * as contracts from "@/modules/notification/contracts";
import type {
  CampaignAction,
  CampaignStatus,
  ChannelKind,
  ChannelStatus,
  DeliveryStatus,
  NotificationModuleEvent,
} from "@/modules/notification/shared/types";
import { NOTIFICATION_MODULE_TAG } from "@/modules/notification/shared/types";
import type {
  CreateCampaignInput,
  CreateChannelInput,
  TemplateInput,
  UpdateCampaignInput,
  UpdateChannelInput,
} from "@/modules/notification/schemas/notification-module";

/** A filter's value as the query sends it: an empty or unset one is left out. */
const given = <T extends string>(value: T | null | undefined): T | undefined => value || undefined;

export const notificationModuleApi = {
  channels: (
    moduleId: string,
    q: { q?: string; kind?: ChannelKind | null; status?: ChannelStatus | null; cursor?: string | null } = {},
  ) =>
    call(contracts.listChannels, {
      params: { moduleId },
      query: { q: given(q.q), kind: given(q.kind), status: given(q.status), cursor: given(q.cursor) },
    }),
  createChannel: (moduleId: string, body: CreateChannelInput) =>
    call(contracts.createChannel, { params: { moduleId }, body }),
  updateChannel: (moduleId: string, channelId: string, body: UpdateChannelInput) =>
    call(contracts.updateChannel, { params: { moduleId, channelId }, body }),
  deleteChannel: (moduleId: string, channelId: string) =>
    call(contracts.deleteChannel, { params: { moduleId, channelId } }),
  testChannel: (moduleId: string, channelId: string) =>
    call(contracts.testChannel, { params: { moduleId, channelId } }),

  templates: (
    moduleId: string,
    q: { q?: string; channelKind?: ChannelKind | null; cursor?: string | null } = {},
  ) =>
    call(contracts.listTemplates, {
      params: { moduleId },
      query: { q: given(q.q), channelKind: given(q.channelKind), cursor: given(q.cursor) },
    }),
  createTemplate: (moduleId: string, body: TemplateInput) =>
    call(contracts.createTemplate, { params: { moduleId }, body }),
  updateTemplate: (moduleId: string, templateId: string, body: TemplateInput) =>
    call(contracts.updateTemplate, { params: { moduleId, templateId }, body }),
  deleteTemplate: (moduleId: string, templateId: string) =>
    call(contracts.deleteTemplate, { params: { moduleId, templateId } }),

  campaigns: (
    moduleId: string,
    q: { q?: string; status?: CampaignStatus | null; cursor?: string | null } = {},
  ) =>
    call(contracts.listCampaigns, {
      params: { moduleId },
      query: { q: given(q.q), status: given(q.status), cursor: given(q.cursor) },
    }),
  campaign: (moduleId: string, campaignId: string) =>
    call(contracts.getCampaign, { params: { moduleId, campaignId } }),
  createCampaign: (moduleId: string, body: CreateCampaignInput) =>
    call(contracts.createCampaign, { params: { moduleId }, body }),
  updateCampaign: (moduleId: string, campaignId: string, body: UpdateCampaignInput) =>
    call(contracts.updateCampaign, { params: { moduleId, campaignId }, body }),
  deleteCampaign: (moduleId: string, campaignId: string) =>
    call(contracts.deleteCampaign, { params: { moduleId, campaignId } }),
  campaignAction: (moduleId: string, campaignId: string, action: CampaignAction) =>
    call(contracts.campaignAction, { params: { moduleId, campaignId }, body: { action } }),
  deliveries: (
    moduleId: string,
    campaignId: string,
    q: { status?: DeliveryStatus | null; cursor?: string | null } = {},
  ) =>
    call(contracts.listDeliveries, {
      params: { moduleId, campaignId },
      query: { status: given(q.status), cursor: given(q.cursor) },
    }),
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

"use client";

// Typed calls of the Notification module's API (issue 12), through its contracts
// (modules/notification/contracts.ts).
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import { useModuleRoom } from "@/lib/client/module-room";
import type * as contracts from "@/modules/notification/contracts";
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
  DraftCopyInput,
  TemplateInput,
  UpdateCampaignInput,
  UpdateChannelInput,
} from "@/modules/notification/schemas/notification-module";

/** A filter's value as the query sends it: an empty or unset one is left out. */
const given = <T extends string>(value: T | null | undefined): T | undefined => value || undefined;

/** The module's lists, cached by route and query (lib/client/query); `cursor` reads a further page. */
export const notificationQueries = {
  channels: (
    moduleId: string,
    q: { q?: string; kind?: ChannelKind | null; status?: ChannelStatus | null; cursor?: string | null } = {},
  ) =>
    endpointQuery<typeof contracts.listChannels>("GET /api/v1/notification/{moduleId}/channels", {
      params: { moduleId },
      query: { q: given(q.q), kind: given(q.kind), status: given(q.status), cursor: given(q.cursor) },
    }),
  templates: (
    moduleId: string,
    q: { q?: string; channelKind?: ChannelKind | null; cursor?: string | null } = {},
  ) =>
    endpointQuery<typeof contracts.listTemplates>("GET /api/v1/notification/{moduleId}/templates", {
      params: { moduleId },
      query: { q: given(q.q), channelKind: given(q.channelKind), cursor: given(q.cursor) },
    }),
  campaigns: (
    moduleId: string,
    q: { q?: string; status?: CampaignStatus | null; cursor?: string | null } = {},
  ) =>
    endpointQuery<typeof contracts.listCampaigns>("GET /api/v1/notification/{moduleId}/campaigns", {
      params: { moduleId },
      query: { q: given(q.q), status: given(q.status), cursor: given(q.cursor) },
    }),
  /** One campaign: its pasted list whole (masked unless the viewer may view the members). */
  campaign: (moduleId: string, campaignId: string) =>
    endpointQuery<typeof contracts.getCampaign>(
      "GET /api/v1/notification/{moduleId}/campaigns/{campaignId}",
      {
        params: { moduleId, campaignId },
      },
    ),
  deliveries: (
    moduleId: string,
    campaignId: string,
    q: { status?: DeliveryStatus | null; cursor?: string | null } = {},
  ) =>
    endpointQuery<typeof contracts.listDeliveries>(
      "GET /api/v1/notification/{moduleId}/campaigns/{campaignId}/deliveries",
      {
        params: { moduleId, campaignId },
        query: { status: given(q.status), cursor: given(q.cursor) },
      },
    ),
};

export const notificationModuleApi = {
  createChannel: (moduleId: string, body: CreateChannelInput) =>
    call<typeof contracts.createChannel>("POST /api/v1/notification/{moduleId}/channels", {
      params: { moduleId },
      body,
    }),
  updateChannel: (moduleId: string, channelId: string, body: UpdateChannelInput) =>
    call<typeof contracts.updateChannel>("PATCH /api/v1/notification/{moduleId}/channels/{channelId}", {
      params: { moduleId, channelId },
      body,
    }),
  deleteChannel: (moduleId: string, channelId: string) =>
    call<typeof contracts.deleteChannel>("DELETE /api/v1/notification/{moduleId}/channels/{channelId}", {
      params: { moduleId, channelId },
    }),
  testChannel: (moduleId: string, channelId: string) =>
    call<typeof contracts.testChannel>("POST /api/v1/notification/{moduleId}/channels/{channelId}/test", {
      params: { moduleId, channelId },
    }),
  /** A campaign's copy to start from (a template's name, subject and body); nothing is stored. */
  draftCopy: (moduleId: string, body: DraftCopyInput) =>
    call<typeof contracts.draftCopy>("POST /api/v1/notification/{moduleId}/ai/copy", {
      params: { moduleId },
      body,
    }),
  createTemplate: (moduleId: string, body: TemplateInput) =>
    call<typeof contracts.createTemplate>("POST /api/v1/notification/{moduleId}/templates", {
      params: { moduleId },
      body,
    }),
  updateTemplate: (moduleId: string, templateId: string, body: TemplateInput) =>
    call<typeof contracts.updateTemplate>("PATCH /api/v1/notification/{moduleId}/templates/{templateId}", {
      params: { moduleId, templateId },
      body,
    }),
  deleteTemplate: (moduleId: string, templateId: string) =>
    call<typeof contracts.deleteTemplate>("DELETE /api/v1/notification/{moduleId}/templates/{templateId}", {
      params: { moduleId, templateId },
    }),
  campaign: (moduleId: string, campaignId: string) =>
    call<typeof contracts.getCampaign>("GET /api/v1/notification/{moduleId}/campaigns/{campaignId}", {
      params: { moduleId, campaignId },
    }),
  createCampaign: (moduleId: string, body: CreateCampaignInput) =>
    call<typeof contracts.createCampaign>("POST /api/v1/notification/{moduleId}/campaigns", {
      params: { moduleId },
      body,
    }),
  updateCampaign: (moduleId: string, campaignId: string, body: UpdateCampaignInput) =>
    call<typeof contracts.updateCampaign>("PATCH /api/v1/notification/{moduleId}/campaigns/{campaignId}", {
      params: { moduleId, campaignId },
      body,
    }),
  deleteCampaign: (moduleId: string, campaignId: string) =>
    call<typeof contracts.deleteCampaign>("DELETE /api/v1/notification/{moduleId}/campaigns/{campaignId}", {
      params: { moduleId, campaignId },
    }),
  /** `confirm`: sending a completed campaign again (everyone again, counted again). */
  campaignAction: (moduleId: string, campaignId: string, action: CampaignAction, confirm?: boolean) =>
    call<typeof contracts.campaignAction>(
      "POST /api/v1/notification/{moduleId}/campaigns/{campaignId}/state",
      { params: { moduleId, campaignId }, body: confirm ? { action, confirm } : { action } },
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

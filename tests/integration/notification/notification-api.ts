// The Notification module's API as its integration tests call it: one function per route, each
// with a caller, for the module `moduleOf()` names (or another one given).
import {
  GET as listChannelsRoute,
  POST as createChannelRoute,
} from "@/app/api/v1/notification/[moduleId]/channels/route";
import {
  DELETE as deleteChannelRoute,
  PATCH as patchChannelRoute,
} from "@/app/api/v1/notification/[moduleId]/channels/[channelId]/route";
import { POST as testChannelRoute } from "@/app/api/v1/notification/[moduleId]/channels/[channelId]/test/route";
import {
  GET as listTemplatesRoute,
  POST as createTemplateRoute,
} from "@/app/api/v1/notification/[moduleId]/templates/route";
import {
  DELETE as deleteTemplateRoute,
  PATCH as patchTemplateRoute,
} from "@/app/api/v1/notification/[moduleId]/templates/[templateId]/route";
import {
  GET as listCampaignsRoute,
  POST as createCampaignRoute,
} from "@/app/api/v1/notification/[moduleId]/campaigns/route";
import {
  GET as getCampaignRoute,
  PATCH as patchCampaignRoute,
} from "@/app/api/v1/notification/[moduleId]/campaigns/[campaignId]/route";
import { POST as stateRoute } from "@/app/api/v1/notification/[moduleId]/campaigns/[campaignId]/state/route";
import { GET as deliveriesRoute } from "@/app/api/v1/notification/[moduleId]/campaigns/[campaignId]/deliveries/route";
import type {
  CampaignItem,
  ChannelItem,
  ChannelTestResult,
  ChannelWithSecret,
  DeliveryItem,
  TemplateItem,
} from "@/modules/notification/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";

export const routes = {
  listChannelsRoute,
  createChannelRoute,
  patchChannelRoute,
  deleteChannelRoute,
  testChannelRoute,
  listTemplatesRoute,
  createTemplateRoute,
  patchTemplateRoute,
  deleteTemplateRoute,
  listCampaignsRoute,
  createCampaignRoute,
  getCampaignRoute,
  patchCampaignRoute,
  stateRoute,
  deliveriesRoute,
};

/** The URL of a path of the module's API, with a query. */
export const moduleUrl = (moduleId: string, path: string, query: Record<string, string> = {}) =>
  `http://localhost:3000/api/v1/notification/${moduleId}/${path}?${new URLSearchParams(query)}`;

/** The module's routes called as `c`, for the module `moduleOf()` names unless one is given. */
export function notificationApi(moduleOf: () => string) {
  const params = (mod: string | undefined, more: Record<string, string> = {}) => ({
    moduleId: mod ?? moduleOf(),
    ...more,
  });
  const api = {
    channels: (c: Caller, query: Record<string, string> = {}, mod?: string) =>
      call<Page<ChannelItem>>(listChannelsRoute, {
        token: c.token,
        params: params(mod),
        url: moduleUrl(mod ?? moduleOf(), "channels", query),
      }),
    createChannel: (c: Caller, body: unknown, mod?: string) =>
      call<ChannelWithSecret>(createChannelRoute, {
        method: "POST",
        token: c.token,
        params: params(mod),
        body,
      }),
    patchChannel: (c: Caller, channelId: string, body: unknown, mod?: string) =>
      call<ChannelWithSecret>(patchChannelRoute, {
        method: "PATCH",
        token: c.token,
        params: params(mod, { channelId }),
        body,
      }),
    deleteChannel: (c: Caller, channelId: string) =>
      call(deleteChannelRoute, {
        method: "DELETE",
        token: c.token,
        params: params(undefined, { channelId }),
      }),
    testChannel: (c: Caller, channelId: string) =>
      call<ChannelTestResult>(testChannelRoute, {
        method: "POST",
        token: c.token,
        params: params(undefined, { channelId }),
        body: {},
      }),
    templates: (c: Caller) =>
      call<Page<TemplateItem>>(listTemplatesRoute, {
        token: c.token,
        params: params(undefined),
        url: moduleUrl(moduleOf(), "templates"),
      }),
    createTemplate: (c: Caller, body: unknown) =>
      call<TemplateItem>(createTemplateRoute, {
        method: "POST",
        token: c.token,
        params: params(undefined),
        body,
      }),
    patchTemplate: (c: Caller, templateId: string, body: unknown, mod?: string) =>
      call<TemplateItem>(patchTemplateRoute, {
        method: "PATCH",
        token: c.token,
        params: params(mod, { templateId }),
        body,
      }),
    deleteTemplate: (c: Caller, templateId: string) =>
      call(deleteTemplateRoute, {
        method: "DELETE",
        token: c.token,
        params: params(undefined, { templateId }),
      }),
    campaigns: (c: Caller, query: Record<string, string> = {}) =>
      call<Page<CampaignItem>>(listCampaignsRoute, {
        token: c.token,
        params: params(undefined),
        url: moduleUrl(moduleOf(), "campaigns", query),
      }),
    campaign: (c: Caller, campaignId: string, mod?: string) =>
      call<CampaignItem>(getCampaignRoute, { token: c.token, params: params(mod, { campaignId }) }),
    createCampaign: (c: Caller, body: unknown) =>
      call<CampaignItem>(createCampaignRoute, {
        method: "POST",
        token: c.token,
        params: params(undefined),
        body,
      }),
    patchCampaign: (c: Caller, campaignId: string, body: unknown, mod?: string) =>
      call<CampaignItem>(patchCampaignRoute, {
        method: "PATCH",
        token: c.token,
        params: params(mod, { campaignId }),
        body,
      }),
    /** `more`: the rest of the body (`{ confirm: true }` to send a completed campaign again). */
    state: (c: Caller, campaignId: string, action: string, more: Record<string, unknown> = {}) =>
      call<CampaignItem>(stateRoute, {
        method: "POST",
        token: c.token,
        params: params(undefined, { campaignId }),
        body: { action, ...more },
      }),
    deliveries: (c: Caller, campaignId: string, query: Record<string, string> = {}, mod?: string) =>
      call<Page<DeliveryItem>>(deliveriesRoute, {
        token: c.token,
        params: params(mod, { campaignId }),
        url: moduleUrl(mod ?? moduleOf(), `campaigns/${campaignId}/deliveries`, query),
      }),
  };
  return {
    ...api,
    /**
     * A channel and a template of its kind made by `c`, and a draft campaign through both made by
     * `by` (else `c`): each part's body is given, the ids and the template's kind are filled in.
     */
    setup: async (
      c: Caller,
      parts: {
        channel: { kind: string; [field: string]: unknown };
        template: Record<string, unknown>;
        campaign: Record<string, unknown>;
      },
      by: Caller = c,
    ) => {
      const channel = (await api.createChannel(c, parts.channel)).body;
      const template = (await api.createTemplate(c, { channelKind: parts.channel.kind, ...parts.template }))
        .body;
      const campaign = (
        await api.createCampaign(by, { templateId: template.id, channelId: channel.id, ...parts.campaign })
      ).body;
      return { channel, template, campaign };
    },
  };
}

export type NotificationApi = ReturnType<typeof notificationApi>;

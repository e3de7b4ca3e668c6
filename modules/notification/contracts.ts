// The notification API (spec/modules.md §2 Notification; issue 12), declared once: served by the route
// files under app/api/v1/notification, called by modules/notification/client. See
// lib/contracts/endpoint.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { copyDraftSchema } from "@/modules/notification/shared/copy-draft";
import {
  campaignActionSchema,
  campaignParamsSchema,
  campaignQuerySchema,
  channelParamsSchema,
  channelQuerySchema,
  createCampaignSchema,
  createChannelSchema,
  deliveryQuerySchema,
  draftCopySchema,
  nmModuleParamsSchema,
  templateParamsSchema,
  templateQuerySchema,
  templateSchema,
  updateCampaignSchema,
  updateChannelSchema,
} from "@/modules/notification/schemas/notification-module";
import {
  campaignItemSchema,
  channelItemSchema,
  channelTestResultSchema,
  channelWithSecretSchema,
  deliveryItemSchema,
  templateItemSchema,
} from "@/modules/notification/shared/types";

const base = "/api/v1/notification/{moduleId}" as const;

/** What a delete answers: the deleted row's id. */
const deletedSchema = z.object({ id: z.string() });

export const members = moduleMemberEndpoints("notification");

// Channels -----------------------------------------------------------------------------------------

export const listChannels = defineEndpoint({
  method: "GET",
  path: `${base}/channels`,
  auth: "session",
  summary: "A page of channels, newest first (q, kind, status, cursor)",
  params: nmModuleParamsSchema,
  query: channelQuerySchema,
  response: pageSchema(channelItemSchema),
});

export const createChannel = defineEndpoint({
  method: "POST",
  path: `${base}/channels`,
  auth: "session",
  summary: "Create a channel (a webhook's secret is in the answer, once)",
  params: nmModuleParamsSchema,
  body: createChannelSchema,
  response: channelWithSecretSchema,
  status: 201,
});

export const updateChannel = defineEndpoint({
  method: "PATCH",
  path: `${base}/channels/{channelId}`,
  auth: "session",
  summary: "Rename, enable or disable, change the settings or rotate a webhook's secret (shown once)",
  params: channelParamsSchema,
  body: updateChannelSchema,
  response: channelWithSecretSchema,
});

export const deleteChannel = defineEndpoint({
  method: "DELETE",
  path: `${base}/channels/{channelId}`,
  auth: "session",
  summary: "Delete a channel no running campaign uses",
  params: channelParamsSchema,
  response: deletedSchema,
});

export const testChannel = defineEndpoint({
  method: "POST",
  path: `${base}/channels/{channelId}/test`,
  auth: "session",
  summary: "Send a test message to oneself through the channel",
  params: channelParamsSchema,
  response: channelTestResultSchema,
});

// Templates ----------------------------------------------------------------------------------------

export const listTemplates = defineEndpoint({
  method: "GET",
  path: `${base}/templates`,
  auth: "session",
  summary: "A page of templates, newest first (q, channelKind, cursor)",
  params: nmModuleParamsSchema,
  query: templateQuerySchema,
  response: pageSchema(templateItemSchema),
});

export const draftCopy = defineEndpoint({
  method: "POST",
  path: `${base}/ai/copy`,
  auth: "session",
  summary:
    "Draft a campaign's copy (a template's name, subject and body) from its goal, audience, channel kind and tone; nothing is stored",
  params: nmModuleParamsSchema,
  body: draftCopySchema,
  response: copyDraftSchema,
});

export const createTemplate = defineEndpoint({
  method: "POST",
  path: `${base}/templates`,
  auth: "session",
  summary: "Create a template",
  params: nmModuleParamsSchema,
  body: templateSchema,
  response: templateItemSchema,
  status: 201,
});

export const updateTemplate = defineEndpoint({
  method: "PATCH",
  path: `${base}/templates/{templateId}`,
  auth: "session",
  summary: "Save the whole template",
  params: templateParamsSchema,
  body: templateSchema,
  response: templateItemSchema,
});

export const deleteTemplate = defineEndpoint({
  method: "DELETE",
  path: `${base}/templates/{templateId}`,
  auth: "session",
  summary: "Delete a template no running campaign uses",
  params: templateParamsSchema,
  response: deletedSchema,
});

// Campaigns ----------------------------------------------------------------------------------------

export const listCampaigns = defineEndpoint({
  method: "GET",
  path: `${base}/campaigns`,
  auth: "session",
  summary: "A page of campaigns, newest first (q, status, cursor)",
  params: nmModuleParamsSchema,
  query: campaignQuerySchema,
  response: pageSchema(campaignItemSchema),
});

export const createCampaign = defineEndpoint({
  method: "POST",
  path: `${base}/campaigns`,
  auth: "session",
  summary: "Create a draft campaign",
  params: nmModuleParamsSchema,
  body: createCampaignSchema,
  response: campaignItemSchema,
  status: 201,
});

export const getCampaign = defineEndpoint({
  method: "GET",
  path: `${base}/campaigns/{campaignId}`,
  auth: "session",
  summary: "One campaign with its latest run's totals",
  params: campaignParamsSchema,
  response: campaignItemSchema,
});

export const updateCampaign = defineEndpoint({
  method: "PATCH",
  path: `${base}/campaigns/{campaignId}`,
  auth: "session",
  summary: "Change a draft or a scheduled campaign",
  params: campaignParamsSchema,
  body: updateCampaignSchema,
  response: campaignItemSchema,
});

export const deleteCampaign = defineEndpoint({
  method: "DELETE",
  path: `${base}/campaigns/{campaignId}`,
  auth: "session",
  summary: "Delete a campaign that is not sending",
  params: campaignParamsSchema,
  response: deletedSchema,
});

export const campaignAction = defineEndpoint({
  method: "POST",
  path: `${base}/campaigns/{campaignId}/state`,
  auth: "session",
  summary: "Send, pause, resume or cancel the campaign {action} (admins)",
  params: campaignParamsSchema,
  body: campaignActionSchema,
  response: campaignItemSchema,
});

export const listDeliveries = defineEndpoint({
  method: "GET",
  path: `${base}/campaigns/{campaignId}/deliveries`,
  auth: "session",
  summary: "The latest run's recipients, newest first (status, cursor)",
  params: campaignParamsSchema,
  query: deliveryQuerySchema,
  response: pageSchema(deliveryItemSchema),
});

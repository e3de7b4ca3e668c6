// The form-builder API (issue 17; spec/modules.md §7 Form builder), declared once: served by the route
// files under app/api/v1/form-builder, called by modules/form-builder/client/api.ts. See
// lib/contracts/endpoint.ts. The published form's public endpoints (/api/v1/public/forms/{slug}) are
// in contracts/public.ts, apart so the public page loads only them.
import * as z from "@/lib/zod";
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { integrationEndpoints } from "@/lib/contracts/integrations";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  aiDraftSchema,
  createFormSchema,
  deliveriesQuerySchema,
  exportQuerySchema,
  fbModuleParamsSchema,
  folderBodySchema,
  folderParamsSchema,
  formDeliveryParamsSchema,
  formParamsSchema,
  formSettingsSchema,
  formsQuerySchema,
  putWebhookSchema,
  responseParamsSchema,
  responsesQuerySchema,
  updateFormSchema,
} from "@/modules/form-builder/schemas/form-builder";
import {
  formAnalyticsSchema,
  formBuilderInfoSchema,
  formDeliveryItemSchema,
  formDeliveryPageSchema,
  formDraftSchema,
  formFolderItemSchema,
  formInsightsSchema,
  formItemPageSchema,
  formResponseDetailSchema,
  formResponsePageSchema,
  formSchema,
  formWebhookInfoSchema,
} from "@/modules/form-builder/shared/types";

const base = "/api/v1/form-builder/{moduleId}" as const;
const form = `${base}/form/{formId}` as const;

/** What a deletion answers: the id of what is gone. */
const deletedSchema = z.object({ id: z.string() });
const followingSchema = z.object({ following: z.boolean() });

export const members = moduleMemberEndpoints("form-builder");
export const integration = integrationEndpoints("form-builder");

export const getModule = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module, its name and what the caller may do in it",
  params: fbModuleParamsSchema,
  response: formBuilderInfoSchema,
});

export const getInsights = defineEndpoint({
  method: "GET",
  path: `${base}/insights`,
  auth: "session",
  summary: "Views, starts and submissions of every form the caller sees, and the top forms",
  params: fbModuleParamsSchema,
  response: formInsightsSchema,
});

// ---- folders ------------------------------------------------------------------------------------

export const listFolders = defineEndpoint({
  method: "GET",
  path: `${base}/folder`,
  auth: "session",
  summary: "The dashboard's folders by name, each with the number of its forms the caller sees",
  params: fbModuleParamsSchema,
  response: z.array(formFolderItemSchema),
});

export const createFolder = defineEndpoint({
  method: "POST",
  path: `${base}/folder`,
  auth: "session",
  summary: "Create a folder (409 when the name is taken or the module has the most folders)",
  params: fbModuleParamsSchema,
  body: folderBodySchema,
  response: formFolderItemSchema,
  status: 201,
});

export const getFolder = defineEndpoint({
  method: "GET",
  path: `${base}/folder/{folderId}`,
  auth: "session",
  summary: "The folder and its form count",
  params: folderParamsSchema,
  response: formFolderItemSchema,
});

export const renameFolder = defineEndpoint({
  method: "PATCH",
  path: `${base}/folder/{folderId}`,
  auth: "session",
  summary: "Rename the folder (409 when the name is taken)",
  params: folderParamsSchema,
  body: folderBodySchema,
  response: formFolderItemSchema,
});

export const deleteFolder = defineEndpoint({
  method: "DELETE",
  path: `${base}/folder/{folderId}`,
  auth: "session",
  summary: "Delete the folder; its forms stay, in no folder",
  params: folderParamsSchema,
  response: deletedSchema,
});

// ---- forms --------------------------------------------------------------------------------------

export const listForms = defineEndpoint({
  method: "GET",
  path: `${base}/form`,
  auth: "session",
  summary: "A page of the forms the caller sees, recently updated first (title search, folder, cursor)",
  params: fbModuleParamsSchema,
  query: formsQuerySchema,
  response: formItemPageSchema,
});

export const createForm = defineEndpoint({
  method: "POST",
  path: `${base}/form`,
  auth: "session",
  summary: "Create a form (title, elements, configuration, logic, description, private)",
  params: fbModuleParamsSchema,
  body: createFormSchema,
  response: formSchema,
  status: 201,
});

export const draftForm = defineEndpoint({
  method: "POST",
  path: `${base}/form/draft`,
  auth: "session",
  summary: "A form drafted by AI from a prompt (not stored)",
  params: fbModuleParamsSchema,
  body: aiDraftSchema,
  response: formDraftSchema,
});

export const getForm = defineEndpoint({
  method: "GET",
  path: form,
  auth: "session",
  summary: "The form with its draft, settings and published version",
  params: formParamsSchema,
  response: formSchema,
});

export const updateForm = defineEndpoint({
  method: "PATCH",
  path: form,
  auth: "session",
  summary:
    "Save the draft (title, description, private, elements, configuration, logic) or file the form in a folder (folderId)",
  params: formParamsSchema,
  body: updateFormSchema,
  response: formSchema,
});

export const deleteForm = defineEndpoint({
  method: "DELETE",
  path: form,
  auth: "session",
  summary: "Delete the form, its versions, responses and visits",
  params: formParamsSchema,
  response: deletedSchema,
});

export const publishForm = defineEndpoint({
  method: "POST",
  path: `${form}/publish`,
  auth: "session",
  summary: "Freeze the draft as the next published version (shown at /f/{slug})",
  params: formParamsSchema,
  response: formSchema,
});

export const unpublishForm = defineEndpoint({
  method: "POST",
  path: `${form}/unpublish`,
  auth: "session",
  summary: "Take the public form down (404 at /f/{slug}); versions and responses stay",
  params: formParamsSchema,
  response: formSchema,
});

export const updateSettings = defineEndpoint({
  method: "PATCH",
  path: `${form}/settings`,
  auth: "session",
  summary: "Open or closed, close date, response limit, one per browser, thank-you message or redirect",
  params: formParamsSchema,
  body: formSettingsSchema,
  response: formSchema,
});

export const followForm = defineEndpoint({
  method: "PUT",
  path: `${form}/follow`,
  auth: "session",
  summary: "Be notified of each new response",
  params: formParamsSchema,
  response: followingSchema,
});

export const unfollowForm = defineEndpoint({
  method: "DELETE",
  path: `${form}/follow`,
  auth: "session",
  summary: "Stop being notified of new responses",
  params: formParamsSchema,
  response: followingSchema,
});

export const getAnalytics = defineEndpoint({
  method: "GET",
  path: `${form}/analytics`,
  auth: "session",
  summary: "Views, starts, submissions, drop-off, per-question summaries and responses over time",
  params: formParamsSchema,
  response: formAnalyticsSchema,
});

// ---- responses ----------------------------------------------------------------------------------

export const listResponses = defineEndpoint({
  method: "GET",
  path: `${form}/responses`,
  auth: "session",
  summary: "A page of responses, newest first (from, to, element and answer filters, cursor)",
  params: formParamsSchema,
  query: responsesQuerySchema,
  response: formResponsePageSchema,
});

export const exportResponses = defineEndpoint({
  method: "GET",
  path: `${form}/responses/export`,
  auth: "session",
  summary: "Every response as CSV or XLSX (format), streamed, with the list's filters",
  params: formParamsSchema,
  query: exportQuerySchema,
  response: rawResponse("text/csv | application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
});

export const getResponse = defineEndpoint({
  method: "GET",
  path: `${form}/responses/{responseId}`,
  auth: "session",
  summary: "One response with the elements of the version it answered",
  params: responseParamsSchema,
  response: formResponseDetailSchema,
});

export const deleteResponse = defineEndpoint({
  method: "DELETE",
  path: `${form}/responses/{responseId}`,
  auth: "session",
  summary: "Delete a response (out of the analytics and the response limit's count)",
  params: responseParamsSchema,
  response: deletedSchema,
});

// ---- webhook ------------------------------------------------------------------------------------

export const getWebhook = defineEndpoint({
  method: "GET",
  path: `${form}/webhook`,
  auth: "session",
  summary: "The webhook on submission, without its secret (module admins; 404 when none is set)",
  params: formParamsSchema,
  response: formWebhookInfoSchema,
});

export const putWebhook = defineEndpoint({
  method: "PUT",
  path: `${form}/webhook`,
  auth: "session",
  summary: "Set the webhook (url, enabled, rotateSecret); the secret is shown when first set or rotated",
  params: formParamsSchema,
  body: putWebhookSchema,
  response: formWebhookInfoSchema,
});

export const deleteWebhook = defineEndpoint({
  method: "DELETE",
  path: `${form}/webhook`,
  auth: "session",
  summary: "Remove the webhook and its delivery log",
  params: formParamsSchema,
  response: deletedSchema,
});

export const listDeliveries = defineEndpoint({
  method: "GET",
  path: `${form}/webhook/deliveries`,
  auth: "session",
  summary: "The webhook's delivery log, newest first (cursor)",
  params: formParamsSchema,
  query: deliveriesQuerySchema,
  response: formDeliveryPageSchema,
});

export const redeliverDelivery = defineEndpoint({
  method: "POST",
  path: `${form}/webhook/deliveries/{deliveryId}/redeliver`,
  auth: "session",
  summary: "Send a delivery of the log again: the same body and webhook-id, one attempt now (module admins)",
  params: formDeliveryParamsSchema,
  response: formDeliveryItemSchema,
});

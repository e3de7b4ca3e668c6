import "server-only";
import { FORM_BUILDER_TAG } from "@/modules/form-builder/shared/types";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { findSubscription, type SubscriptionOwner } from "@/lib/server/webhooks/subscriptions";
import { ownerColumns } from "../scope";

// A form's webhook on submission is a WebhookSubscription of the one webhook service
// (lib/server/webhooks/): one per form, set by the module's admins, for its own responses
// (`form.response.created` events whose data names the form).

export const FORM_RESPONSE_EVENT = "form.response.created";

/** The form's subscription, or null. */
export const findFormWebhook = (scope: Pick<ModuleScope, "membership">, formId: string) =>
  findSubscription(FORM_BUILDER_TAG, formId, scope.membership.workspaceId);

/** What a form's subscription is made of (its secret derived as before issue 30). */
export const formWebhookOwner = (
  scope: Pick<ModuleScope, "moduleId" | "project" | "membership">,
  formId: string,
  createdById: string,
): SubscriptionOwner => ({
  kind: FORM_BUILDER_TAG,
  sourceId: formId,
  formId,
  workspaceId: scope.membership.workspaceId,
  ...ownerColumns(scope),
  eventTypes: [FORM_RESPONSE_EVENT],
  filter: { formId },
  secretPurpose: "form-builder-webhook",
  createdById,
});

// The webhook form's fields (create dialog, edit form) and the body they become, checked with the
// API's own schema (createWorkspaceWebhookSchema) so each field shows the server's message. Pure.
import * as z from "@/lib/zod";
import { webhookUrlSchema } from "@/lib/schemas/webhooks";
import {
  createWorkspaceWebhookSchema,
  type CreateWorkspaceWebhookInput,
} from "@/lib/schemas/workspace-webhooks";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";

/** What the limit pickers offer (the server page loads it with `workspaceWebhookChoices`). */
export interface WebhookChoices {
  projects: readonly { id: string; name: string }[];
  modules: readonly {
    id: string;
    name: string;
    tag: string;
    projectId: string | null;
    projectName: string | null;
  }[];
}

/** "all": no limit (null in the body); "some": only the chosen ids. */
export type LimitScope = "all" | "some";

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
  projectScope: LimitScope;
  projectIds: string[];
  moduleScope: LimitScope;
  moduleIds: string[];
}

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = {
  url: "",
  description: "",
  eventTypes: [],
  projectScope: "all",
  projectIds: [],
  moduleScope: "all",
  moduleIds: [],
};

/** A saved webhook as the edit form starts from it. */
export const webhookFormValues = (webhook: WorkspaceWebhook): WebhookFormValues => ({
  url: webhook.url,
  description: webhook.description ?? "",
  eventTypes: [...webhook.eventTypes],
  projectScope: webhook.projects === null ? "all" : "some",
  projectIds: webhook.projects?.map((project) => project.id) ?? [],
  moduleScope: webhook.modules === null ? "all" : "some",
  moduleIds: webhook.modules?.map((module) => module.id) ?? [],
});

/** POST /api/v1/webhooks's body (PATCH takes the same fields): an empty note is none. */
export const webhookBody = (values: WebhookFormValues): CreateWorkspaceWebhookInput => ({
  url: values.url.trim(),
  description: values.description.trim() || null,
  eventTypes: values.eventTypes,
  projectIds: values.projectScope === "all" ? null : values.projectIds,
  moduleIds: values.moduleScope === "all" ? null : values.moduleIds,
});

/**
 * The modules the module picker offers: with projects chosen, only those projects' modules (a
 * project-limited webhook hears no workspace module); otherwise every module.
 */
export function offeredModules(
  choices: WebhookChoices,
  values: Pick<WebhookFormValues, "projectScope" | "projectIds">,
): WebhookChoices["modules"] {
  if (values.projectScope === "all") return choices.modules;
  const chosen = new Set(values.projectIds);
  return choices.modules.filter((module) => module.projectId !== null && chosen.has(module.projectId));
}

/**
 * The form's rules: a full http(s) address (the server also wants https unless it allows private
 * targets), then the API body's rules on the field each concerns.
 */
export const webhookFormSchema = z
  .object({
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.string()),
    projectScope: z.enum(["all", "some"]),
    projectIds: z.array(z.string()),
    moduleScope: z.enum(["all", "some"]),
    moduleIds: z.array(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      const url = values.url.trim();
      const address = url ? z.safeParse(webhookUrlSchema, url) : null;
      if (!url) ctx.addIssue({ code: "custom", message: "validation.webhookUrlRequired", path: ["url"] });
      else if (address && !address.success)
        ctx.addIssue({ code: "custom", message: address.error.issues[0]?.message ?? "", path: ["url"] });
      const parsed = z.safeParse(createWorkspaceWebhookSchema, webhookBody(values));
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
    }),
  );

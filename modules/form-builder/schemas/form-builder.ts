// Inputs of the Form builder's API (issue 17; spec/modules.md §3, §5, §7). Messages are keys of
// messages/*.json (validation.*). The form content itself is modules/form-builder/shared/elements.ts.
import * as z from "@/lib/zod";
import { httpsUrlProblem } from "@/lib/schemas/https-url";
import {
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  formConfigurationSchema,
  formElementSchema,
  logicRuleSchema,
} from "@/modules/form-builder/shared/elements";
import { FORM_FOLDER_NAME_MAX } from "@/modules/form-builder/shared/types";
import { memberIdSchema } from "@/lib/schemas/members";

export const fbModuleParamsSchema = z.object({ moduleId: memberIdSchema });
export const formParamsSchema = z.object({ moduleId: memberIdSchema, formId: memberIdSchema });
export const formDeliveryParamsSchema = z.object({
  moduleId: memberIdSchema,
  formId: memberIdSchema,
  deliveryId: memberIdSchema,
});
export const responseParamsSchema = z.object({
  moduleId: memberIdSchema,
  formId: memberIdSchema,
  responseId: memberIdSchema,
});
export const folderParamsSchema = z.object({ moduleId: memberIdSchema, folderId: memberIdSchema });
/** Form name (§5): required, 'Form name is required'. */
export const formTitleSchema = z.pipe(
  z.string({ error: "validation.formNameRequired" }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "validation.formNameRequired", abort: true }),
      z.maxLength(FORM_TITLE_MAX, "validation.formNameTooLong"),
    ),
);

const description = z
  .string()
  .check(z.trim(), z.maxLength(FORM_DESCRIPTION_MAX, "validation.formContentInvalid"));

/** POST …/form (§7: title, elements, configuration, description, private). */
export const createFormSchema = z.object({
  title: formTitleSchema,
  description: z.optional(description),
  private: z.optional(z.boolean()),
  elements: z.optional(z.array(formElementSchema)),
  configuration: z.optional(formConfigurationSchema),
  logic: z.optional(z.array(logicRuleSchema)),
});

/** A dashboard folder's name: required, at most FORM_FOLDER_NAME_MAX characters once trimmed. */
export const folderNameSchema = z.pipe(
  z.string({ error: "validation.folderNameRequired" }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "validation.folderNameRequired", abort: true }),
      z.maxLength(FORM_FOLDER_NAME_MAX, "validation.folderNameTooLong"),
    ),
);

/** POST …/folder and PATCH …/folder/{folderId}. */
export const folderBodySchema = z.object({ name: folderNameSchema });

/** PATCH …/form/{formId} (§7: {title} or {configuration, title, elements}; also description, logic, private;
 * folderId files the form in a folder of the module, null takes it out). */
export const updateFormSchema = z.object({
  folderId: z.optional(z.nullable(memberIdSchema)),
  title: z.optional(formTitleSchema),
  description: z.optional(description),
  private: z.optional(z.boolean()),
  elements: z.optional(z.array(formElementSchema)),
  configuration: z.optional(formConfigurationSchema),
  logic: z.optional(z.array(logicRuleSchema)),
});

export const redirectUrlSchema = z.string({ error: "validation.formRedirectInvalid" }).check(
  z.trim(),
  z.maxLength(2_000, "validation.formRedirectInvalid"),
  z.superRefine((value, ctx) => {
    const problem = httpsUrlProblem(value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: value });
  }),
);

/** PATCH …/form/{formId}/settings. */
export const formSettingsSchema = z.object({
  acceptingResponses: z.optional(z.boolean()),
  closesAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: "validation.invalidInput" }))),
  responseLimit: z.optional(
    z.nullable(
      z
        .number({ error: "validation.formResponseLimit" })
        .check(
          z.int("validation.formResponseLimit"),
          z.gte(1, "validation.formResponseLimit"),
          z.lte(1_000_000, "validation.formResponseLimit"),
        ),
    ),
  ),
  onePerBrowser: z.optional(z.boolean()),
  thankYouMessage: z.optional(
    z.string().check(z.trim(), z.maxLength(2_000, "validation.formContentInvalid")),
  ),
  redirectUrl: z.optional(z.nullable(redirectUrlSchema)),
});

export const responsesQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  from: z.optional(z.iso.date({ error: "validation.invalidInput" })),
  to: z.optional(z.iso.date({ error: "validation.invalidInput" })),
  /** An element id and the text its answer must contain. */
  element: z.optional(z.string().check(z.maxLength(32))),
  answer: z.optional(z.string().check(z.maxLength(200))),
});

/** GET …/responses/export: the format, and the list's filters (its cursor is not read). */
export const exportQuerySchema = z.extend(responsesQuerySchema, {
  format: z._default(z.enum(["csv", "xlsx"]), "csv"),
});

/** GET …/webhook/deliveries: the next page's cursor (a malformed one reads as the first page). */
export const deliveriesQuerySchema = z.object({ cursor: z.optional(z.string()) });

export const formsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** A folder's id (its forms only), or "none" (forms in no folder); absent: every form. */
  folder: z.optional(z.union([z.literal("none"), memberIdSchema])),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const aiDraftSchema = z.object({
  prompt: z
    .string({ error: "validation.formPromptRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.formPromptRequired"),
      z.maxLength(2_000, "validation.formPromptRequired"),
    ),
});

export { putWebhookSchema, webhookUrlSchema } from "@/lib/schemas/webhooks";
export { slugParamsSchema, submitSchema, uploadQuerySchema, visitSchema } from "./public";

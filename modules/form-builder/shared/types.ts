// The Form builder's API contract (issue 17; spec/modules.md §3 form, §7 Form builder): what the
// routes return, as the schemas of the answers (modules/form-builder/contracts.ts); each type is its
// schema's output. Dates are ISO strings. Shared by the server, the client and the tests. The public
// form's shapes are in public.ts (re-exported here), apart so /f/{slug} loads only those.
import * as z from "@/lib/zod";
import { moduleInfoSchema } from "@/lib/modules/types";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";
import { webhookAttemptSchema } from "@/lib/webhooks/schemas";
import {
  ELEMENT_TYPES,
  THEME_IDS,
  formElementSchema,
  storedConfigurationSchema,
  storedLogicRuleSchema,
} from "./elements";
import { answerValueSchema, type FieldError } from "./validation";

export const FORM_BUILDER_TAG = "FormBuilder";
export const FORMS_PAGE_SIZE = 24;
export const RESPONSES_PAGE_SIZE = 50;
/** Dashboard folders: a name of at most 60 characters, at most 200 folders per module. */
export const FORM_FOLDER_NAME_MAX = 60;
export const FORM_FOLDERS_MAX = 200;

const ref = z.object({ id: z.string(), name: z.string() });
/** A day (YYYY-MM-DD, UTC) and how many responses it had. */
const dayCount = z.object({ date: z.iso.date(), count: z.number() });

/** GET /form-builder/{id}: the module and what the caller may do in it. */
export const formBuilderInfoSchema = moduleInfoSchema;
export type FormBuilderInfo = z.output<typeof formBuilderInfoSchema>;

export const storedSettingsSchema = z.object({
  acceptingResponses: z.boolean(),
  closesAt: z.nullable(isoDate),
  responseLimit: z.nullable(z.number()),
  onePerBrowser: z.boolean(),
  thankYouMessage: z.string(),
  redirectUrl: z.nullable(z.string()),
});
export type FormSettings = z.output<typeof storedSettingsSchema>;

/** A card of the forms list. */
export const formItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  private: z.boolean(),
  slug: z.string(),
  published: z.boolean(),
  hasDraftChanges: z.boolean(),
  responseCount: z.number(),
  elementCount: z.number(),
  theme: z.enum(THEME_IDS),
  updatedAt: isoDate,
  creator: z.nullable(ref),
  /** The dashboard folder the form is filed in. */
  folder: z.nullable(ref),
});
export type FormItem = z.output<typeof formItemSchema>;

/** GET …/form: a page of the forms the caller sees. */
export const formItemPageSchema = pageSchema(formItemSchema);

/** A dashboard folder (dashboard/folders) with the number of its forms the caller sees. */
export const formFolderItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  formCount: z.number(),
  updatedAt: isoDate,
});
export type FormFolderItem = z.output<typeof formFolderItemSchema>;

/** A form with its draft, as the editor reads it. */
export const formSchema = z.extend(formItemSchema, {
  elements: z.array(formElementSchema),
  configuration: storedConfigurationSchema,
  logic: z.array(storedLogicRuleSchema),
  settings: storedSettingsSchema,
  publishedVersion: z.nullable(z.object({ id: z.string(), version: z.number(), publishedAt: isoDate })),
  following: z.boolean(),
  webhook: z.nullable(z.object({ url: z.string(), enabled: z.boolean() })),
});
export type Form = z.output<typeof formSchema>;

export const formResponseItemSchema = z.object({
  id: z.string(),
  version: z.number(),
  createdAt: isoDate,
  answers: z.record(z.string(), answerValueSchema),
});
export type FormResponseItem = z.output<typeof formResponseItemSchema>;

/** GET …/responses: a page of responses, newest first. */
export const formResponsePageSchema = pageSchema(formResponseItemSchema);

export const formResponseDetailSchema = z.extend(formResponseItemSchema, {
  /** The elements of the version it answered (labels and types to show the answers with). */
  elements: z.array(formElementSchema),
});
export type FormResponseDetail = z.output<typeof formResponseDetailSchema>;

export const questionSummarySchema = z.object({
  elementId: z.string(),
  label: z.string(),
  type: z.enum(ELEMENT_TYPES),
  answered: z.number(),
  /** Choices, checkboxes: counts per option (or "Yes"/"No"). */
  choices: z.optional(z.array(z.object({ value: z.string(), count: z.number() }))),
  /** Numbers. */
  number: z.optional(
    z.nullable(z.object({ min: z.number(), max: z.number(), mean: z.number(), median: z.number() })),
  ),
  /** Text: the latest few answers. */
  samples: z.optional(z.array(z.string())),
});
export type QuestionSummary = z.output<typeof questionSummarySchema>;

export const formAnalyticsSchema = z.object({
  views: z.number(),
  starts: z.number(),
  submissions: z.number(),
  /** submissions / starts (0 when nobody started). */
  completionRate: z.number(),
  /** Visits that started and left without submitting, by the furthest element they reached. */
  dropOff: z.array(z.object({ elementId: z.string(), label: z.string(), count: z.number() })),
  questions: z.array(questionSummarySchema),
  /** Responses per UTC day over the last `days` days. */
  overTime: z.array(dayCount),
});
export type FormAnalytics = z.output<typeof formAnalyticsSchema>;

export const formInsightsSchema = z.object({
  forms: z.number(),
  published: z.number(),
  views: z.number(),
  starts: z.number(),
  submissions: z.number(),
  completionRate: z.number(),
  top: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      submissions: z.number(),
      views: z.number(),
      completionRate: z.number(),
    }),
  ),
  overTime: z.array(dayCount),
});
export type FormInsights = z.output<typeof formInsightsSchema>;

export const formWebhookInfoSchema = z.object({
  url: z.string(),
  enabled: z.boolean(),
  /** Shown once: when the webhook is first set or its secret rotated. */
  secret: z.nullable(z.string()),
});
export type FormWebhookInfo = z.output<typeof formWebhookInfoSchema>;

export const FORM_DELIVERY_STATUSES = ["queued", "sent", "failed"] as const;

/** A row of the webhook's delivery log. */
export const formDeliveryItemSchema = z.object({
  id: z.string(),
  responseId: z.string(),
  status: z.enum(FORM_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  createdAt: isoDate,
  deliveredAt: z.nullable(isoDate),
});
export type FormDeliveryItem = z.output<typeof formDeliveryItemSchema>;

/** GET …/webhook/deliveries: a page of the log, newest first. */
export const formDeliveryPageSchema = pageSchema(formDeliveryItemSchema);

export const formDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  elements: z.array(formElementSchema),
  configuration: storedConfigurationSchema,
  logic: z.array(storedLogicRuleSchema),
  /** The template it adapted (built-in provider), or null (a model's form). */
  templateId: z.nullable(z.string()),
});
export type FormDraft = z.output<typeof formDraftSchema>;

export {
  publicFormSchema,
  publicUploadSchema,
  submitResultSchema,
  type PublicForm,
  type PublicUpload,
  type SubmitErrors,
  type SubmitResult,
} from "./public";
export type { FieldError };

// Inputs of the Notification module's API and forms (issue 12): channels, templates, campaigns.
// Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { webhookUrlSchema } from "@/lib/schemas/webhooks";
import {
  AUDIENCE_EMAILS_MAX,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  CHANNEL_KINDS,
  CHANNEL_STATUSES,
  DELIVERY_STATUSES,
} from "@/modules/notification/shared/types";
import {
  CUSTOM_VARIABLE_NAME,
  TEMPLATE_VARIABLES_MAX,
  unknownVariables,
} from "@/modules/notification/shared/template-vars";
import { COPY_TONES } from "@/modules/notification/shared/copy-draft";
import { emailSchema } from "@/lib/schemas/auth";
import { memberIdSchema } from "@/lib/schemas/members";
import { ROLES } from "@/lib/schemas/permissions";

export const NM_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 20_000;
export const VARIABLE_SAMPLE_MAX = 200;
export const VARIABLE_VALUE_MAX = 1_000;

export const nmModuleParamsSchema = z.object({ moduleId: memberIdSchema });
export const channelParamsSchema = z.object({ moduleId: memberIdSchema, channelId: memberIdSchema });
export const templateParamsSchema = z.object({ moduleId: memberIdSchema, templateId: memberIdSchema });
export const campaignParamsSchema = z.object({ moduleId: memberIdSchema, campaignId: memberIdSchema });

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(NM_NAME_MAX, tooLong));

const channelName = name("validation.channelNameRequired", "validation.channelNameTooLong");
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

export { webhookUrlSchema };

const replyToSchema = z.pipe(
  z.optional(z.nullable(z.string({ error: "validation.emailInvalid" }))),
  z.transform((value: string | null | undefined, ctx) => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    const parsed = emailSchema.safeParse(trimmed);
    if (parsed.success) return parsed.data;
    ctx.issues.push({ code: "custom", message: "validation.emailInvalid", input: value, path: ["replyTo"] });
    return z.NEVER;
  }),
);

/** POST …/channels: a name, a kind and that kind's settings. */
export const createChannelSchema = z
  .object({
    name: channelName,
    kind: z.enum(CHANNEL_KINDS, { error: "validation.channelKindInvalid" }),
    url: z.optional(webhookUrlSchema),
    fromName: optionalText(NM_NAME_MAX, "validation.channelNameTooLong"),
    replyTo: replyToSchema,
  })
  .check(
    z.refine((input) => input.kind !== "webhook" || !!input.url, {
      message: "validation.webhookUrlRequired",
      path: ["url"],
    }),
  );
export type CreateChannelInput = z.input<typeof createChannelSchema>;

/** PATCH …/channels/{id}: any of name, enabled, the kind's settings; rotateSecret for a webhook. */
export const updateChannelSchema = z.object({
  name: z.optional(channelName),
  enabled: z.optional(z.boolean({ error: "validation.invalidInput" })),
  url: z.optional(webhookUrlSchema),
  fromName: optionalText(NM_NAME_MAX, "validation.channelNameTooLong"),
  replyTo: replyToSchema,
  rotateSecret: z.optional(z.literal(true, { error: "validation.invalidInput" })),
});
export type UpdateChannelInput = z.input<typeof updateChannelSchema>;

const variableSchema = z.object({
  name: z
    .string({ error: "validation.templateVariableNameInvalid" })
    .check(z.trim(), z.regex(CUSTOM_VARIABLE_NAME, "validation.templateVariableNameInvalid")),
  sample: z
    .string({ error: "validation.templateVariableSampleTooLong" })
    .check(z.trim(), z.maxLength(VARIABLE_SAMPLE_MAX, "validation.templateVariableSampleTooLong")),
});

const variablesSchema = z.array(variableSchema, { error: "validation.invalidInput" }).check(
  z.maxLength(TEMPLATE_VARIABLES_MAX, "validation.templateVariablesTooMany"),
  z.refine(
    (list) => new Set(list.map((v) => v.name)).size === list.length,
    "validation.templateVariableDuplicate",
  ),
);

const templateFields = {
  name: name("validation.templateNameRequired", "validation.templateNameTooLong"),
  channelKind: z.enum(CHANNEL_KINDS, { error: "validation.channelKindInvalid" }),
  subject: optionalText(TEMPLATE_SUBJECT_MAX, "validation.templateSubjectTooLong"),
  body: z
    .string({ error: "validation.templateBodyRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.templateBodyRequired"),
      z.maxLength(TEMPLATE_BODY_MAX, "validation.templateBodyTooLong"),
    ),
  variables: z._default(variablesSchema, []),
};

/** POST …/templates (and the whole template on PATCH): e-mail templates need a subject. */
export const templateSchema = z.object(templateFields).check(
  z.refine((input) => input.channelKind !== "email" || !!input.subject, {
    message: "validation.templateSubjectRequired",
    path: ["subject"],
  }),
  z.refine((input) => unknownVariables([input.subject, input.body], input.variables).length === 0, {
    message: "validation.templateVariableUnknown",
    path: ["body"],
  }),
);
export type TemplateInput = z.input<typeof templateSchema>;

export const CAMPAIGN_GOAL_MAX = 1_000;
export const CAMPAIGN_AUDIENCE_TEXT_MAX = 300;

/** POST …/ai/copy: what the campaign is for and whom (nothing is stored). */
export const draftCopySchema = z.object({
  goal: z
    .string({ error: "validation.campaignGoalRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.campaignGoalRequired"),
      z.maxLength(CAMPAIGN_GOAL_MAX, "validation.campaignGoalTooLong"),
    ),
  audience: optionalText(CAMPAIGN_AUDIENCE_TEXT_MAX, "validation.campaignAudienceTooLong"),
  channelKind: z._default(z.enum(CHANNEL_KINDS, { error: "validation.channelKindInvalid" }), "email"),
  tone: z._default(z.enum(COPY_TONES, { error: "validation.invalidInput" }), "friendly"),
});
export type DraftCopyInput = z.input<typeof draftCopySchema>;

export const audienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({ kind: z.literal("project"), projectId: memberIdSchema }),
    z.object({ kind: z.literal("role"), role: z.enum(ROLES, { error: "validation.audienceInvalid" }) }),
    z.object({
      kind: z.literal("emails"),
      emails: z.pipe(
        z
          .array(emailSchema, { error: "validation.audienceEmailsInvalid" })
          .check(
            z.minLength(1, "validation.audienceEmailsRequired"),
            z.maxLength(AUDIENCE_EMAILS_MAX, "validation.audienceEmailsTooMany"),
          ),
        z.transform((emails: string[]) => [...new Set(emails)]),
      ),
    }),
  ],
  { error: "validation.audienceInvalid" },
);

export const scheduleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("now") }),
    z.object({
      kind: z.enum(["at", "daily", "weekly"]),
      at: z.iso.datetime({ offset: true, error: "validation.scheduleTimeInvalid" }),
    }),
  ],
  { error: "validation.scheduleInvalid" },
);

const valuesSchema = z.record(
  z.string().check(z.regex(CUSTOM_VARIABLE_NAME, "validation.templateVariableNameInvalid")),
  z
    .string({ error: "validation.variableValueTooLong" })
    .check(z.maxLength(VARIABLE_VALUE_MAX, "validation.variableValueTooLong")),
  { error: "validation.invalidInput" },
);

const campaignFields = {
  name: name("validation.campaignNameRequired", "validation.campaignNameTooLong"),
  templateId: z.pipe(z.string({ error: "validation.campaignTemplateRequired" }), memberIdSchema),
  channelId: z.pipe(z.string({ error: "validation.campaignChannelRequired" }), memberIdSchema),
  audience: audienceSchema,
  schedule: scheduleSchema,
  values: valuesSchema,
};

/** POST …/campaigns: a draft (sent now unless a schedule says otherwise). */
export const createCampaignSchema = z.object({
  ...campaignFields,
  schedule: z._default(scheduleSchema, { kind: "now" as const }),
  values: z._default(valuesSchema, {}),
});
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
/** PATCH of a draft or scheduled campaign: only the fields sent change. */
export const updateCampaignSchema = z.partial(z.object(campaignFields));
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;

/**
 * POST …/campaigns/{id}/state. Sending a completed campaign again needs `confirm: true`: it goes to
 * everyone again and counts against the daily quota again.
 */
export const campaignActionSchema = z.object({
  action: z.enum(CAMPAIGN_ACTIONS, { error: "validation.invalidInput" }),
  confirm: z.optional(z.boolean({ error: "validation.invalidInput" })),
});

const cursorSchema = z.optional(z.string().check(z.maxLength(100, "validation.invalidCursor")));
const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(100, "validation.invalidInput")));

export const channelQuerySchema = z.object({
  q: searchSchema,
  kind: z.optional(z.enum(CHANNEL_KINDS, { error: "validation.channelKindInvalid" })),
  status: z.optional(z.enum(CHANNEL_STATUSES, { error: "validation.invalidInput" })),
  cursor: cursorSchema,
});
export const templateQuerySchema = z.object({
  q: searchSchema,
  channelKind: z.optional(z.enum(CHANNEL_KINDS, { error: "validation.channelKindInvalid" })),
  cursor: cursorSchema,
});
export const campaignQuerySchema = z.object({
  q: searchSchema,
  status: z.optional(z.enum(CAMPAIGN_STATUSES, { error: "validation.invalidInput" })),
  cursor: cursorSchema,
});
export const deliveryQuerySchema = z.object({
  status: z.optional(z.enum(DELIVERY_STATUSES, { error: "validation.invalidInput" })),
  cursor: cursorSchema,
});

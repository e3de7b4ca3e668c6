// Inputs of the workflow automation API (issue 38). Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { queryIntInRange } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";
import { ruleSchema } from "@/modules/workflow-automation/shared/rule";

export const AUTOMATION_NAME_MAX = 120;
/** A BPMN source (the modeler's XML) may be this large. */
export const SOURCE_MAX_CHARS = 1_000_000;
export const AUTOMATION_LEVELS = ["basic", "advanced"] as const;

export const moduleParamsSchema = z.object({ dashboardId: memberIdSchema });
export const processParamsSchema = z.object({ dashboardId: memberIdSchema, id: memberIdSchema });
export const processInstancesParamsSchema = z.object({
  dashboardId: memberIdSchema,
  processId: memberIdSchema,
});
export const versionParamsSchema = z.object({
  dashboardId: memberIdSchema,
  id: memberIdSchema,
  version: queryIntInRange("validation.automationVersion", 1, 1_000_000_000),
});
export const instanceParamsSchema = z.object({ dashboardId: memberIdSchema, instanceId: memberIdSchema });
export const userTaskParamsSchema = z.object({ dashboardId: memberIdSchema, taskId: memberIdSchema });

/** The spec's resourceName: 'Automation name is required'. */
export const automationNameSchema = z
  .string({ error: "validation.automationNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.automationNameRequired"),
    z.maxLength(AUTOMATION_NAME_MAX, "validation.automationNameTooLong"),
  );
const source = z
  .string({ error: "validation.automationSourceRequired" })
  .check(
    z.minLength(1, "validation.automationSourceRequired"),
    z.maxLength(SOURCE_MAX_CHARS, "validation.automationSourceTooLarge"),
  );

export const createProcessSchema = z.object({
  resourceName: automationNameSchema,
  level: z._default(z.enum(AUTOMATION_LEVELS, { error: "validation.automationLevel" }), "advanced"),
  /** The BPMN to start from; the spec's default (start, one service task, end) when absent. */
  source: z.optional(source),
  /** The basic level's rule (shared/rule.ts): the source is made from it (a source beside it is refused). */
  rule: z.optional(ruleSchema),
});
export type CreateProcessInput = z.infer<typeof createProcessSchema>;

export const updateProcessSchema = z
  .object({
    resourceName: z.optional(automationNameSchema),
    /** The draft the modeler saves; a deploy makes it the next version. A source alone drops the rule. */
    source: z.optional(source),
    /** The basic level's rule: the draft is made from it. */
    rule: z.optional(ruleSchema),
    /** Turns its triggers on (clearing a pause) or off. */
    enabled: z.optional(z.boolean({ error: "validation.automationEnabledBoolean" })),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" }));
export type UpdateProcessInput = z.infer<typeof updateProcessSchema>;

export const listQuerySchema = z.object({ cursor: z.optional(z.string()) });

/** What the automations list can be narrowed to: runs (on), off, paused after failures, never deployed. */
export const PROCESS_STATES = ["on", "off", "paused", "draft"] as const;

/** The automations list's query: its page, a name to look for, and a state. */
export const processListQuerySchema = z.object({
  cursor: z.optional(z.string()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(120, "validation.automationSearchTooLong"))),
  state: z.optional(z.enum(PROCESS_STATES, { error: "validation.automationState" })),
});

/** A manual run: its variables, and the caller's id for it (the same id twice is one run). */
export const startSchema = z.object({
  variables: z._default(z.record(z.string(), z.unknown(), { error: "validation.automationVariables" }), {}),
  requestId: z.optional(
    z
      .string({ error: "validation.automationRequestId" })
      .check(
        z.minLength(1, "validation.automationRequestId"),
        z.maxLength(100, "validation.automationRequestId"),
      ),
  ),
});

export const decideSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "validation.automationDecision" }),
});

/** 'Generate with AI': a description of the automation wanted. */
export const AUTOMATION_PROMPT_MAX = 1000;
export const proposeSchema = z.object({
  prompt: z
    .string({ error: "validation.automationPromptRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.automationPromptRequired"),
      z.maxLength(AUTOMATION_PROMPT_MAX, "validation.aiPromptTooLong"),
    ),
});

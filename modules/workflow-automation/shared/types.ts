// The answers of the workflow automation API (issue 38): the schema of each and its type.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { ruleSchema } from "./rule";

export const INSTANCE_STATUSES = ["created", "processing", "completed", "failed", "cancelled"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

const person = z.object({ id: z.string(), name: z.string() });

/** An automation in the list (the spec's bpmnProcess without its source). */
export const processSummarySchema = z.object({
  id: z.string(),
  resourceName: z.string(),
  level: z.enum(["basic", "advanced"]),
  /** The deployed version running; 0 while never deployed. */
  version: z.number(),
  enabled: z.boolean(),
  /** Why it is off when it was paused for it: "failures" (5 failed runs in a row). */
  pausedReason: z.nullable(z.string()),
  owner: person,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProcessSummary = z.output<typeof processSummarySchema>;

export const processSchema = z.extend(processSummarySchema, {
  /** The draft BPMN 2.0 XML. */
  source: z.string(),
  /** A basic automation's rule, while its draft is still made from it (null once edited as BPMN). */
  rule: z.nullable(ruleSchema),
  /** What the caller may do: edit (rename, save, deploy, run) and delete. */
  rights: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type BpmnProcess = z.output<typeof processSchema>;

export const compileIssueSchema = z.object({
  code: z.string(),
  elementId: z.nullable(z.string()),
  detail: z.optional(z.string()),
});

/** A deployed version's source (what a run of it ran: the viewer draws it). */
export const versionSchema = z.object({ version: z.number(), source: z.string(), createdAt: isoDate });

export const deploySchema = z.object({ version: z.number(), process: processSchema });

const waitingSchema = z.object({
  type: z.enum(["timer", "userTask", "message"]),
  elementId: z.string(),
  dueAt: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** A run (the spec's processInstance). */
export const instanceSchema = z.object({
  id: z.string(),
  bpmnProcessId: z.string(),
  version: z.number(),
  status: z.enum(INSTANCE_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
  endedAt: z.nullable(isoDate),
  process: z.object({ id: z.string() }),
  /** What it waits on while processing. */
  waiting: z.array(waitingSchema),
  error: z.nullable(z.string()),
  failedElementId: z.nullable(z.string()),
});
export type ProcessInstance = z.output<typeof instanceSchema>;

export const stepSchema = z.object({
  id: z.string(),
  elementId: z.string(),
  elementType: z.string(),
  name: z.nullable(z.string()),
  status: z.enum(["started", "waiting", "completed", "failed", "discarded"]),
  startedAt: isoDate,
  endedAt: z.nullable(isoDate),
  error: z.nullable(z.string()),
  output: z.nullable(z.unknown()),
});

export const userTaskSchema = z.object({
  id: z.string(),
  elementId: z.string(),
  title: z.string(),
  assigneeId: z.nullable(z.string()),
  status: z.enum(["open", "approved", "rejected", "cancelled"]),
  decidedAt: z.nullable(isoDate),
});

export const instanceDetailSchema = z.extend(instanceSchema, {
  variables: z.record(z.string(), z.unknown()),
  /** The steps taken, in order: the path the viewer highlights. */
  steps: z.array(stepSchema),
  userTasks: z.array(userTaskSchema),
});
export type ProcessInstanceDetail = z.output<typeof instanceDetailSchema>;

export const instanceListSchema = z.object({
  data: z.array(instanceSchema),
  nextCursor: z.nullable(z.string()),
});

/**
 * POST /api/v1/workflow-automation/{moduleId}/ai/propose: the automation a description proposes —
 * a name and a basic rule shown before anything is saved (null: the description named nothing an
 * automation could do) — and who made it: the built-in rules or a configured model.
 */
export const proposalSchema = z.object({
  name: z.string(),
  rule: z.nullable(ruleSchema),
  by: z.enum(["built-in", "model"]),
});
export type AutomationProposal = z.output<typeof proposalSchema>;

import "server-only";
import { z } from "zod";
import { STUCK_DAYS_MAX } from "@/lib/ai/intents";
import { argumentsParser } from "@/lib/server/ai/tool-kit";

// The arguments of the task board's tools (tools.ts), validated with zod before any read; the JSON
// Schema the model is sent is generated from the same schemas.

export const taskToolSchemas = {
  search_tasks: z.strictObject({
    query: z.string().trim().min(1).max(200).describe("Words of the task title to look for"),
    limit: z.number().int().min(1).max(20).optional(),
  }),
  get_task: z.strictObject({
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,5}-\d{1,9}$/)
      .describe("The task key, e.g. WP-12"),
  }),
  list_overdue_tasks: z.strictObject({}),
  list_my_tasks: z.strictObject({}),
  list_open_tasks_by_priority: z.strictObject({ limit: z.number().int().min(1).max(20).optional() }),
  find_duplicate_tasks: z.strictObject({}),
  find_stuck_tasks: z.strictObject({
    days: z
      .number()
      .int()
      .min(1)
      .max(STUCK_DAYS_MAX)
      .optional()
      .describe("Days without activity (default 7)"),
  }),
  project_update: z.strictObject({
    days: z.number().int().min(1).max(90).optional().describe("Days up to now (default 7)"),
  }),
  time_totals: z.strictObject({
    days: z.number().int().min(1).max(90).optional().describe("Days up to now (default 7)"),
  }),
} as const;

export type TaskToolName = keyof typeof taskToolSchemas;

/** Validated arguments of a tool call (AiToolArgumentsError lists what is wrong). */
export const parseToolArguments = argumentsParser(taskToolSchemas);

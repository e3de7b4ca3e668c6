// Inputs of Ask AI (spec/work-management.md §2, §4, §7): a question to a module's assistant, the
// conversation's module, and the task drafts an assistant writes as ```json blocks (validated before
// they prefill the create dialog). Messages are keys of messages/*.json.
import * as z from "@/lib/zod";
import { AI_MODULE_TAGS } from "@/lib/ai/types";
import { PRIORITIES, TASK_TITLE_MAX } from "@/modules/task-management/shared/constants";
import { memberIdSchema } from "./members";

/** The longest question accepted (characters). */
export const AI_MESSAGE_MAX = 4_000;

export const aiModuleTagSchema = z.enum(AI_MODULE_TAGS, { error: "validation.aiModuleTagInvalid" });

/** A question: socket AI_SEND and POST /api/v1/ai/chat. */
export const aiChatSchema = z.object({
  message: z
    .string({ error: "validation.aiMessageRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.aiMessageRequired"),
      z.maxLength(AI_MESSAGE_MAX, "validation.aiMessageTooLong"),
    ),
  moduleId: memberIdSchema,
  moduleTag: aiModuleTagSchema,
});
export type AiChatInput = z.infer<typeof aiChatSchema>;

/** GET and DELETE /api/v1/ai/chat?moduleId=&moduleTag=. */
export const aiConversationSchema = z.object({ moduleId: memberIdSchema, moduleTag: aiModuleTagSchema });
export type AiConversationInput = z.infer<typeof aiConversationSchema>;

/** The issue types a form offers (subtask only comes from a parent). */
const DRAFT_ISSUE_TYPES = ["task", "bug", "feature", "story", "epic"] as const;

/** The fields a draft may prefill; anything else in the block is ignored. */
export const TASK_DRAFT_LABELS_MAX = 20;
const draftText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A task draft (the json of an assistant's ```json block): a title and optionally a description, a
 * priority, an issue type, a due date (YYYY-MM-DD) and labels.
 */
export const taskDraftSchema = z.object({
  title: draftText(TASK_TITLE_MAX),
  description: z.optional(draftText(2_000)),
  priority: z.optional(z.enum(PRIORITIES)),
  issueType: z.optional(z.enum(DRAFT_ISSUE_TYPES)),
  dueDate: z.optional(z.iso.date()),
  labels: z.optional(z.array(draftText(50)).check(z.maxLength(TASK_DRAFT_LABELS_MAX))),
});
export type TaskDraft = z.infer<typeof taskDraftSchema>;

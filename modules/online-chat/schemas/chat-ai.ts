// The reply an Online chat's assistant drafts as a ```json block (issue 32 Ask AI): a conversation of
// the asker's and the text to put in its message box. Validated before the card offers Use draft;
// the text then goes through the draft endpoint's own rule (PUT …/conversations/{id}/draft).
import * as z from "@/lib/zod";
import { idSchema } from "@/lib/schemas/common";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/constants";

const draftText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A reply draft: the conversation it answers (its id; how it is called, to show) and its text. */
export const chatReplyDraftSchema = z.object({
  type: z.literal("chatReply"),
  conversationId: idSchema,
  conversation: z.optional(draftText(200)),
  text: draftText(MESSAGE_MAX),
});
export type ChatReplyDraft = z.infer<typeof chatReplyDraftSchema>;

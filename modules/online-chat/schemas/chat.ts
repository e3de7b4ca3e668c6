// Inputs of Online chat's API (issue 32): conversations, their people, read state and messages.
// Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { intInRange } from "@/lib/schemas/common";
import { idItem, listOf } from "@/lib/schemas/lists";
import { memberIdSchema } from "@/lib/schemas/members";
import {
  ATTACHMENTS_MAX,
  CHANNEL_NAME_MAX,
  CLIENT_REQUEST_ID_MAX,
  CONVERSATION_SORTS,
  CONVERSATION_TABS,
  canonicalEmoji,
  DIRECT_OTHERS_MAX,
  isSingleEmoji,
  MESSAGE_BOXES,
  MENTIONS_MAX,
  MESSAGE_MAX,
  PEOPLE_PER_CALL_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
} from "@/modules/online-chat/shared/types";

export const chatModuleParamsSchema = z.object({ moduleId: memberIdSchema });
export const conversationParamsSchema = z.object({
  moduleId: memberIdSchema,
  conversationId: memberIdSchema,
});
export const conversationMemberParamsSchema = z.object({
  moduleId: memberIdSchema,
  conversationId: memberIdSchema,
  userId: memberIdSchema,
});
export const messageParamsSchema = z.object({ moduleId: memberIdSchema, messageId: memberIdSchema });
export const attachmentParamsSchema = z.object({ moduleId: memberIdSchema, attachmentId: memberIdSchema });

/** People by user id: a list or `a,b`, each a valid id, at most PEOPLE_PER_CALL_MAX. */
const peopleSchema = listOf(
  idItem("validation.chatPeopleInvalid"),
  PEOPLE_PER_CALL_MAX,
  "validation.chatPeopleInvalid",
);

/** GET …/conversations: the tab, the spec's `filter` (newest | oldest), `users` (with all of them), a cursor. */
export const conversationQuerySchema = z.object({
  tab: z._default(z.enum(CONVERSATION_TABS, { error: "validation.chatTabInvalid" }), "inbox"),
  filter: z._default(z.enum(CONVERSATION_SORTS, { error: "validation.chatSortInvalid" }), "newest"),
  users: z._default(peopleSchema, []),
  cursor: z.optional(z.string()),
});
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

const channelName = z
  .string({ error: "validation.chatChannelNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.chatChannelNameRequired"),
    z.maxLength(CHANNEL_NAME_MAX, "validation.chatChannelNameTooLong"),
  );

/**
 * POST …/conversations: a channel (a name and its first people; the creator is its operator) or a
 * direct conversation (1 to DIRECT_OTHERS_MAX other people; the same people find the one they have).
 */
export const createConversationSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("channel"),
      name: channelName,
      userIds: z._default(peopleSchema, []),
    }),
    z.object({
      kind: z.literal("direct"),
      userIds: z.pipe(
        peopleSchema,
        z
          .array(z.string())
          .check(
            z.minLength(1, "validation.chatPeopleRequired"),
            z.maxLength(DIRECT_OTHERS_MAX, "validation.chatDirectTooMany"),
          ),
      ),
    }),
  ],
  { error: "validation.chatKindInvalid" },
);
export type CreateConversationInput = z.output<typeof createConversationSchema>;

/** PATCH …/conversations/{id}: a channel's new name. */
export const renameConversationSchema = z.object({ name: channelName });

/** POST …/conversations/{id}/members: people to add to a channel. */
export const addPeopleSchema = z.object({
  userIds: z.pipe(peopleSchema, z.array(z.string()).check(z.minLength(1, "validation.chatPeopleRequired"))),
});

/** PATCH …/conversations/{id}/state: the caller's own star and archive. */
export const conversationStateSchema = z.object({
  starred: z.optional(z.boolean({ error: "validation.invalidInput" })),
  archived: z.optional(z.boolean({ error: "validation.invalidInput" })),
});

/**
 * PUT …/conversations/{id}/read: seen up to `seq` (default: the last message); `unreadFrom` marks a
 * message and those after it unread (the watermark moves back before it).
 */
export const readSchema = z.union(
  [
    z.strictObject({ seq: z.optional(intInRange("validation.invalidInput", 0, 2_147_483_647)) }),
    z.strictObject({ unreadFrom: intInRange("validation.invalidInput", 1, 2_147_483_647) }),
  ],
  { error: "validation.invalidInput" },
);
export type ReadInput = z.output<typeof readSchema>;

/** GET …/people: a name or e-mail to look for (blank: everyone). */
export const peopleQuerySchema = z.object({
  q: z.optional(
    z.string({ error: "validation.invalidInput" }).check(z.maxLength(100, "validation.invalidInput")),
  ),
});

/** PUT …/conversations/{id}/draft: the unsent text (blank clears it). */
export const draftSchema = z.object({
  body: z
    .string({ error: "validation.invalidInput" })
    .check(z.maxLength(MESSAGE_MAX, "validation.chatMessageTooLong")),
});

/** GET …/messages?box=sent|trash: the caller's sent messages or trash, newest first, by cursor. */
export const boxQuerySchema = z.object({
  box: z.enum(MESSAGE_BOXES, { error: "validation.chatBoxInvalid" }),
  cursor: z.optional(z.string()),
});
export type BoxQuery = z.output<typeof boxQuerySchema>;

/** GET …/messages: the page before `cursor` (the newest page without one). */
export const messageQuerySchema = z.object({ cursor: z.optional(z.string()) });

/** The members a text @mentions (the composer's picks still named in it), at most MENTIONS_MAX. */
const mentionIdsSchema = z._default(
  listOf(idItem("validation.chatMentionsInvalid"), MENTIONS_MAX, "validation.chatMentionsInvalid"),
  [],
);

/** A text that may be blank (a message of files only): trimmed, at most MESSAGE_MAX. */
const optionalBody = z._default(
  z
    .string({ error: "validation.invalidInput" })
    .check(z.trim(), z.maxLength(MESSAGE_MAX, "validation.chatMessageTooLong")),
  "",
);

/** Files uploaded to the conversation by the sender and not sent yet, at most ATTACHMENTS_MAX. */
const attachmentIdsSchema = z._default(
  listOf(idItem("validation.chatAttachmentsInvalid"), ATTACHMENTS_MAX, "validation.chatAttachmentsInvalid"),
  [],
);

/**
 * POST …/messages: the text, the files it carries (uploaded first: `…/attachments`; a text or a file
 * at least), the members it mentions, the thread it replies in (`rootId`: a top-level message of the
 * conversation) and the client's request id (a retry sends the same one).
 */
export const sendMessageSchema = z
  .object({
    body: optionalBody,
    attachmentIds: attachmentIdsSchema,
    mentionIds: mentionIdsSchema,
    rootId: z.optional(memberIdSchema),
    clientRequestId: z.optional(
      z
        .string({ error: "validation.invalidInput" })
        .check(
          z.minLength(1, "validation.invalidInput"),
          z.maxLength(CLIENT_REQUEST_ID_MAX, "validation.invalidInput"),
          z.regex(/^[\w-]+$/, "validation.invalidInput"),
        ),
    ),
  })
  .check(
    z.refine((input) => input.body !== "" || input.attachmentIds.length > 0, {
      error: "validation.chatMessageRequired",
      path: ["body"],
    }),
  );
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** POST and DELETE …/messages/{id}/reactions: one emoji. */
export const reactionSchema = z.object({
  emoji: z.pipe(
    z
      .string({ error: "validation.chatEmojiInvalid" })
      .check(z.refine(isSingleEmoji, "validation.chatEmojiInvalid")),
    z.transform(canonicalEmoji),
  ),
});

/**
 * PATCH …/messages/{id}: the new text and the members it mentions (an edit tells nobody new); blank
 * only for a message with files (the service checks).
 */
export const editMessageSchema = z.object({ body: optionalBody, mentionIds: mentionIdsSchema });

/** GET …/messages/{id}/thread: the replies before `cursor` (the newest page without one). */
export const threadQuerySchema = z.object({ cursor: z.optional(z.string()) });

/** PUT …/messages/{id}/thread: follow or unfollow, and/or seen up to reply `seq` (default: the last). */
export const threadStateInputSchema = z.strictObject({
  following: z.optional(z.boolean({ error: "validation.invalidInput" })),
  seq: z.optional(intInRange("validation.invalidInput", 0, 2_147_483_647)),
});
export type ThreadStateInput = z.output<typeof threadStateInputSchema>;

/**
 * GET …/search: words to find (2 to SEARCH_QUERY_MAX characters) in the messages the caller may read,
 * from one person, in one conversation, sent from `since` and before `until` (ISO times), by cursor.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "validation.chatSearchTooShort" })
    .check(
      z.trim(),
      z.minLength(SEARCH_QUERY_MIN, "validation.chatSearchTooShort"),
      z.maxLength(SEARCH_QUERY_MAX, "validation.chatSearchTooLong"),
    ),
  from: z.optional(memberIdSchema),
  conversationId: z.optional(memberIdSchema),
  since: z.optional(z.iso.datetime({ offset: true, error: "validation.chatSearchDateInvalid" })),
  until: z.optional(z.iso.datetime({ offset: true, error: "validation.chatSearchDateInvalid" })),
  cursor: z.optional(z.string()),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

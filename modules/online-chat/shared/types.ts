// Online chat's answers (issue 32; spec/modules.md §2 Online chat): the schemas its contracts declare
// (modules/online-chat/contracts.ts), the room events, and the limits both sides share. No server
// imports.
import * as z from "@/lib/zod";
import { attachedFileSchema } from "@/lib/files/types";
import { isoDate } from "@/lib/contracts/endpoint";
import { moduleInfoSchema } from "@/lib/modules/types";
import { CHAT_ROLES, CONVERSATION_KINDS } from "./constants";

export * from "./constants";

/** A person as the chat shows them. */
export const chatPersonSchema = z.object({ id: z.string(), name: z.string(), image: z.nullable(z.string()) });
export type ChatPerson = z.output<typeof chatPersonSchema>;

export const chatMemberSchema = z.extend(chatPersonSchema, { role: z.enum(CHAT_ROLES) });
export type ChatMember = z.output<typeof chatMemberSchema>;

/** An emoji on a message and who put it there (in order). */
export const chatReactionSchema = z.object({ emoji: z.string(), userIds: z.array(z.string()) });
export type ChatReaction = z.output<typeof chatReactionSchema>;

/**
 * A file sent in a conversation: its download address and, for an image, its thumbnail's and its
 * size in pixels (as shown).
 */
export const chatAttachmentSchema = attachedFileSchema;
export type ChatAttachment = z.output<typeof chatAttachmentSchema>;

/** A message: its number in the conversation (`seq`), its author (null once their account is gone). */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  author: z.nullable(chatPersonSchema),
  body: z.string(),
  /** The sender's request id: a retried send answers the message it already made. */
  clientRequestId: z.nullable(z.string()),
  createdAt: isoDate,
  editedAt: z.nullable(isoDate),
  /** Its reactions, by the time each emoji was first put. */
  reactions: z.array(chatReactionSchema),
  // What only some messages have is absent from the others (a history page is 100 messages: a
  // field per message that nearly always says "none" made it a third larger and slower).
  /** A reply's thread (the top-level message it answers); absent for a top-level message. */
  rootId: z.optional(z.string()),
  /** A top-level message's replies not deleted, the last one's time and its latest repliers (up to 3); absent without replies. */
  replyCount: z.optional(z.number()),
  lastReplyAt: z.optional(isoDate),
  replyPeople: z.optional(z.array(chatPersonSchema)),
  /** The members it @mentions, and `mentionsChannel` when an operator called on everyone (@channel); absent when none. */
  mentionIds: z.optional(z.array(z.string())),
  mentionsChannel: z.optional(z.literal(true)),
  /** Its files in the order they were sent; absent when none. */
  attachments: z.optional(z.array(chatAttachmentSchema)),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** The caller's place in a thread: following it (told of its replies) and its replies they have not seen. */
export const threadStateSchema = z.object({
  rootId: z.string(),
  conversationId: z.string(),
  following: z.boolean(),
  /** The last reply they have seen (its seq in the conversation). */
  viewedSeq: z.number(),
  /** Replies of others after it, not deleted, counted up to UNREAD_COUNTED. */
  unread: z.number(),
});
export type ThreadState = z.output<typeof threadStateSchema>;

/** A thread: its root, a page of its replies (oldest first; `nextCursor` reads older ones) and the caller's state in it. */
export const threadPageSchema = z.object({
  root: chatMessageSchema,
  replies: z.array(chatMessageSchema),
  nextCursor: z.nullable(z.string()),
  state: threadStateSchema,
});
export type ThreadPage = z.output<typeof threadPageSchema>;

/** A conversation as the caller's list shows it: their read state, star and archive. */
export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** A channel's name; null for a direct conversation (shown by its people's names). */
  name: z.nullable(z.string()),
  /** Up to AVATARS_SHOWN people other than the caller (all of them for a 1:1), then memberCount. */
  people: z.array(chatPersonSchema),
  memberCount: z.number(),
  /** The caller's role in it. */
  role: z.enum(CHAT_ROLES),
  lastSeq: z.number(),
  /** The last message the caller has seen (their watermark). */
  viewedSeq: z.number(),
  /** Messages of others after the watermark, not deleted, counted up to UNREAD_COUNTED. */
  unread: z.number(),
  starred: z.boolean(),
  archived: z.boolean(),
  /** The caller's unsent text in it, kept across devices. */
  draft: z.nullable(z.string()),
  lastMessage: z.nullable(
    z.object({
      id: z.string(),
      seq: z.number(),
      body: z.string(),
      authorName: z.nullable(z.string()),
      createdAt: isoDate,
    }),
  ),
  activityAt: isoDate,
  createdAt: isoDate,
});
export type Conversation = z.output<typeof conversationSchema>;

/** One conversation with everyone in it. */
export const conversationDetailSchema = z.extend(conversationSchema, { members: z.array(chatMemberSchema) });
export type ConversationDetail = z.output<typeof conversationDetailSchema>;

/**
 * A page of a conversation's top-level messages, oldest first within it; `nextCursor` reads the page
 * before it. `threads`: the caller's state in the threads of the page's messages they are in.
 */
export const messagePageSchema = z.object({
  data: z.array(chatMessageSchema),
  nextCursor: z.nullable(z.string()),
  threads: z.array(threadStateSchema),
});
export type MessagePage = z.output<typeof messagePageSchema>;

/** A message in the caller's sent box or trash, with where it was written. */
export const boxMessageSchema = z.extend(chatMessageSchema, {
  conversation: z.object({
    id: z.string(),
    kind: z.enum(CONVERSATION_KINDS),
    name: z.nullable(z.string()),
    people: z.array(chatPersonSchema),
    memberCount: z.number(),
  }),
  /** When it was deleted (trash only); it can be restored until TRASH_DAYS after. */
  deletedAt: z.nullable(isoDate),
});
export type BoxMessage = z.output<typeof boxMessageSchema>;

/** The caller's draft of a conversation after saving it (null: cleared). */
export const draftStateSchema = z.object({
  conversationId: z.string(),
  draft: z.nullable(z.string()),
  draftAt: z.nullable(isoDate),
});
export type DraftState = z.output<typeof draftStateSchema>;

/** The caller's read state of a conversation after marking it. */
export const readStateSchema = z.object({
  conversationId: z.string(),
  lastSeq: z.number(),
  viewedSeq: z.number(),
  unread: z.number(),
});
export type ReadState = z.output<typeof readStateSchema>;

/** GET /api/v1/online-chat/{moduleId}: the module, its project and what the caller may do in it. */
export const onlineChatInfoSchema = moduleInfoSchema;
export type OnlineChatInfo = z.output<typeof onlineChatInfoSchema>;

/**
 * What the module's room hears, each event only by the conversation's members (the domain event's
 * audience): a conversation to read again (created, renamed, people added or removed), one gone for
 * them (deleted, or they were removed), a message made, edited, deleted or restored from the trash, and a member's own read
 * state (their other tabs); a thread's summary after a reply came or went, and a member's own state
 * in a thread (heard by them alone).
 */
export type OnlineChatEvent =
  | { type: "conversation.changed"; conversationId: string }
  | { type: "conversation.removed"; conversationId: string }
  | { type: "message.created"; message: ChatMessage }
  | { type: "message.restored"; message: ChatMessage }
  | { type: "message.updated"; message: ChatMessage }
  | { type: "message.deleted"; conversationId: string; messageId: string; seq: number }
  | { type: "message.reactions"; conversationId: string; messageId: string; reactions: ChatReaction[] }
  | { type: "read"; conversationId: string; userId: string; viewedSeq: number }
  | {
      type: "thread.changed";
      conversationId: string;
      rootId: string;
      replyCount: number;
      lastReplyAt: string | null;
      replyPeople: ChatPerson[];
    }
  | { type: "thread.state"; state: ThreadState };

/** The people of a direct conversation as one key: their sorted ids joined by ':'. */
export function directKeyOf(userIds: readonly string[]): string {
  return [...new Set(userIds)].sort().join(":");
}

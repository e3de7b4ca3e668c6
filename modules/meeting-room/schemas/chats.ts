// A meeting's conversation on the wire (docs/modules/meeting-room.md "Chats"): the REST API's
// params, bodies and answers (contracts.ts), the room events' payloads.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { memberIdSchema } from "@/lib/schemas/members";

/** A message's text at most. */
export const MEETING_MESSAGE_MAX = 10_000;
/** The messages a conversation's first read answers (the latest), and each earlier page. */
export const MEETING_MESSAGES_PAGE = 100;

const hexId = (message: string) => z.string({ error: message }).check(z.regex(/^[0-9a-f]{24}$/i, message));

export const meetingChatParamsSchema = z.object({
  moduleId: memberIdSchema,
  meetingId: hexId("validation.meetingIdInvalid"),
});

export const meetingMessageParamsSchema = z.object({
  moduleId: memberIdSchema,
  meetingId: hexId("validation.meetingIdInvalid"),
  messageId: hexId("validation.chatMessageIdInvalid"),
});

/** ?before=: the messages numbered below it (an earlier page); absent: the latest. */
export const meetingMessagesQuerySchema = z.object({
  before: z.optional(
    z.coerce
      .number({ error: "validation.invalidCursor" })
      .check(z.int("validation.invalidCursor"), z.minimum(1, "validation.invalidCursor")),
  ),
});

export const meetingChatsQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
});

const bodySchema = z
  .string({ error: "validation.chatMessageRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.chatMessageRequired"),
    z.maxLength(MEETING_MESSAGE_MAX, "validation.chatMessageTooLong"),
  );

/** POST …/messages: the text, and the sender's id for it (a retry answers the first one). */
export const postMeetingMessageSchema = z.object({
  body: bodySchema,
  clientRequestId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type PostMeetingMessageInput = z.input<typeof postMeetingMessageSchema>;

/** PATCH …/messages/{messageId}: the new text. */
export const editMeetingMessageSchema = z.object({ body: bodySchema });

export const meetingMessageSchema = z.object({
  id: z.string(),
  seq: z.number(),
  author: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** Empty once deleted. */
  body: z.string(),
  createdAt: isoDate,
  editedAt: z.nullable(isoDate),
  deleted: z.boolean(),
});
export type MeetingMessage = z.output<typeof meetingMessageSchema>;

/** A conversation's page: its messages oldest first, whether earlier ones exist, the caller's part. */
export const meetingMessagesSchema = z.object({
  meetingId: z.string(),
  summary: z.string(),
  messages: z.array(meetingMessageSchema),
  hasEarlier: z.boolean(),
  /** The meeting's host and attendees and who may edit in the module write; other readers read. */
  canPost: z.boolean(),
});
export type MeetingMessages = z.output<typeof meetingMessagesSchema>;

/** A meeting's conversation in the chats tab (`id`: the meeting's). */
export const meetingChatSummarySchema = z.object({
  id: z.string(),
  summary: z.string(),
  start: isoDate,
  messageCount: z.number(),
  last: z.nullable(z.object({ author: z.nullable(z.string()), body: z.string(), at: isoDate })),
  activityAt: isoDate,
});
export type MeetingChatSummary = z.output<typeof meetingChatSummarySchema>;

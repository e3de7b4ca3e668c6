// Online chat's API (issue 32), declared once (lib/contracts/endpoint.ts): served by the route files
// under app/api/v1/online-chat, called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  addPeopleSchema,
  attachmentParamsSchema,
  chatModuleParamsSchema,
  conversationMemberParamsSchema,
  conversationParamsSchema,
  conversationQuerySchema,
  conversationStateSchema,
  draftSchema,
  createConversationSchema,
  editMessageSchema,
  messageParamsSchema,
  boxQuerySchema,
  messageQuerySchema,
  peopleQuerySchema,
  reactionSchema,
  readSchema,
  renameConversationSchema,
  searchQuerySchema,
  sendMessageSchema,
  threadQuerySchema,
  threadStateInputSchema,
} from "@/modules/online-chat/schemas/chat";
import {
  ATTACHMENT_MAX_BYTES,
  chatAttachmentSchema,
  boxMessageSchema,
  chatMessageSchema,
  chatReactionSchema,
  chatPersonSchema,
  conversationDetailSchema,
  conversationSchema,
  draftStateSchema,
  messagePageSchema,
  onlineChatInfoSchema,
  readStateSchema,
  threadPageSchema,
  threadStateSchema,
} from "@/modules/online-chat/shared/types";

const base = "/api/v1/online-chat/{moduleId}" as const;
const conversation = `${base}/conversations/{conversationId}` as const;

/** What a delete answers: the deleted row's id. */
const deletedSchema = z.object({ id: z.string() });

export const members = moduleMemberEndpoints("online-chat");

export const getOnlineChat = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module, its project and what the caller may do in it",
  params: chatModuleParamsSchema,
  response: onlineChatInfoSchema,
});

export const listPeople = defineEndpoint({
  method: "GET",
  path: `${base}/people`,
  auth: "session",
  summary: "The people who can open the module (whom a conversation may name), by name; q narrows",
  params: chatModuleParamsSchema,
  query: peopleQuerySchema,
  response: z.array(chatPersonSchema),
});

// Conversations ------------------------------------------------------------------------------------

export const listConversations = defineEndpoint({
  method: "GET",
  path: `${base}/conversations`,
  auth: "session",
  summary:
    "The caller's conversations in a tab (inbox, starred, archived), by last activity (filter newest | oldest), with all of `users` in them",
  params: chatModuleParamsSchema,
  query: conversationQuerySchema,
  response: pageSchema(conversationSchema),
});

export const createConversation = defineEndpoint({
  method: "POST",
  path: `${base}/conversations`,
  auth: "session",
  summary: "Start a channel, or a direct conversation (the same people find the one they have)",
  params: chatModuleParamsSchema,
  body: createConversationSchema,
  response: conversationDetailSchema,
  status: 201,
});

export const getConversation = defineEndpoint({
  method: "GET",
  path: conversation,
  auth: "session",
  summary: "One of the caller's conversations with everyone in it",
  params: conversationParamsSchema,
  response: conversationDetailSchema,
});

export const renameConversation = defineEndpoint({
  method: "PATCH",
  path: conversation,
  auth: "session",
  summary: "Rename a channel (its operators)",
  params: conversationParamsSchema,
  body: renameConversationSchema,
  response: conversationDetailSchema,
});

export const deleteConversation = defineEndpoint({
  method: "DELETE",
  path: conversation,
  auth: "session",
  summary: "Delete a channel and its messages (its operators)",
  params: conversationParamsSchema,
  response: deletedSchema,
});

export const addPeople = defineEndpoint({
  method: "POST",
  path: `${conversation}/members`,
  auth: "session",
  summary: "Add people to a channel (its operators)",
  params: conversationParamsSchema,
  body: addPeopleSchema,
  response: conversationDetailSchema,
});

export const removePerson = defineEndpoint({
  method: "DELETE",
  path: `${conversation}/members/{userId}`,
  auth: "session",
  summary: "Remove someone from a channel (its operators), or leave it",
  params: conversationMemberParamsSchema,
  response: deletedSchema,
});

export const setConversationState = defineEndpoint({
  method: "PATCH",
  path: `${conversation}/state`,
  auth: "session",
  summary: "Star or archive a conversation, for the caller",
  params: conversationParamsSchema,
  body: conversationStateSchema,
  response: conversationSchema,
});

export const markRead = defineEndpoint({
  method: "PUT",
  path: `${conversation}/read`,
  auth: "session",
  summary: "Seen up to a message (default the last), or unread again from one",
  params: conversationParamsSchema,
  body: readSchema,
  response: readStateSchema,
});

export const saveDraft = defineEndpoint({
  method: "PUT",
  path: `${conversation}/draft`,
  auth: "session",
  summary: "Keep the caller's unsent text in a conversation (blank clears it)",
  params: conversationParamsSchema,
  body: draftSchema,
  response: draftStateSchema,
});

// Messages -----------------------------------------------------------------------------------------

export const listMessages = defineEndpoint({
  method: "GET",
  path: `${conversation}/messages`,
  auth: "session",
  summary: "The newest 100 messages, oldest first; the cursor reads the 100 before them",
  params: conversationParamsSchema,
  query: messageQuerySchema,
  response: messagePageSchema,
});

export const sendMessage = defineEndpoint({
  method: "POST",
  path: `${conversation}/messages`,
  auth: "session",
  summary:
    "Send a message or, with rootId, a reply in its thread (a retry with the same clientRequestId answers the first)",
  params: conversationParamsSchema,
  body: sendMessageSchema,
  response: chatMessageSchema,
  status: 201,
});

export const uploadAttachment = defineEndpoint({
  method: "POST",
  path: `${conversation}/attachments`,
  auth: "session",
  summary: `Upload a file to send (multipart field \`file\`, under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; the type is read from its bytes): send its id in a message's attachmentIds within a day`,
  params: conversationParamsSchema,
  response: chatAttachmentSchema,
  status: 201,
});

export const removeAttachment = defineEndpoint({
  method: "DELETE",
  path: `${base}/attachments/{attachmentId}`,
  auth: "session",
  summary: "Take back a file one uploaded and has not sent",
  params: attachmentParamsSchema,
  response: deletedSchema,
});

export const editMessage = defineEndpoint({
  method: "PATCH",
  path: `${base}/messages/{messageId}`,
  auth: "session",
  summary: "Edit one's own message",
  params: messageParamsSchema,
  body: editMessageSchema,
  response: chatMessageSchema,
});

export const listThread = defineEndpoint({
  method: "GET",
  path: `${base}/messages/{messageId}/thread`,
  auth: "session",
  summary: "A thread: its root, the newest 100 replies (the cursor reads older ones) and the caller's state",
  params: messageParamsSchema,
  query: threadQuerySchema,
  response: threadPageSchema,
});

export const setThreadState = defineEndpoint({
  method: "PUT",
  path: `${base}/messages/{messageId}/thread`,
  auth: "session",
  summary: "Follow or unfollow a thread, and/or mark it seen up to a reply",
  params: messageParamsSchema,
  body: threadStateInputSchema,
  response: threadStateSchema,
});

export const deleteMessage = defineEndpoint({
  method: "DELETE",
  path: `${base}/messages/{messageId}`,
  auth: "session",
  summary: "Delete one's own message (a channel's operators: any)",
  params: messageParamsSchema,
  response: deletedSchema,
});

export const listBox = defineEndpoint({
  method: "GET",
  path: `${base}/messages`,
  auth: "session",
  summary: "The caller's sent messages or trash (deleted in the last 30 days), newest first",
  params: chatModuleParamsSchema,
  query: boxQuerySchema,
  response: pageSchema(boxMessageSchema),
});

export const searchMessages = defineEndpoint({
  method: "GET",
  path: `${base}/search`,
  auth: "session",
  summary:
    "Messages the caller may read matching q (words in English or Spanish, accents ignored; partial words), newest first, by person, conversation and time",
  params: chatModuleParamsSchema,
  query: searchQuerySchema,
  response: pageSchema(boxMessageSchema),
});

export const restoreMessage = defineEndpoint({
  method: "POST",
  path: `${base}/messages/{messageId}/restore`,
  auth: "session",
  summary: "Restore one's own deleted message (within 30 days)",
  params: messageParamsSchema,
  response: chatMessageSchema,
});

export const addReaction = defineEndpoint({
  method: "POST",
  path: `${base}/messages/{messageId}/reactions`,
  auth: "session",
  summary: "Put an emoji on a message (each person once per emoji)",
  params: messageParamsSchema,
  body: reactionSchema,
  response: z.array(chatReactionSchema),
});

export const removeReaction = defineEndpoint({
  method: "DELETE",
  path: `${base}/messages/{messageId}/reactions`,
  auth: "session",
  summary: "Take one's emoji off a message",
  params: messageParamsSchema,
  query: reactionSchema,
  response: z.array(chatReactionSchema),
});

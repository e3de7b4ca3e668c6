// Meeting room's API (issue 34), declared once (lib/contracts/endpoint.ts): served by the route files
// under app/api/v1/dashboard/[dashboardId]/meeting-room and …/integration/create-meeting (the spec's
// paths, the dashboard being the meeting room module), called through `call` (lib/client/api.ts).
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  busyQuerySchema,
  createMeetingSchema,
  dashboardParamsSchema,
  invitationParamsSchema,
  meetingAnswerSchema,
  meetingParamsSchema,
  meetingPeopleQuerySchema,
  meetingQuerySchema,
  meetingRangeSchema,
  moduleParamsSchema,
  updateMeetingSchema,
} from "@/modules/meeting-room/schemas/meetings";
import {
  busyAnswerSchema,
  invitationSchema,
  meetingDetailsSchema,
  meetingListSchema,
  meetingPersonSchema,
  meetingSchema,
  meetLinkSchema,
} from "@/modules/meeting-room/schemas/answers";
import {
  boardChangeSchema,
  boardParamsSchema,
  boardSchema,
  boardSummarySchema,
  boardsQuerySchema,
} from "@/modules/meeting-room/schemas/boards";
import {
  editMeetingMessageSchema,
  meetingChatParamsSchema,
  meetingChatSummarySchema,
  meetingChatsQuerySchema,
  meetingMessageParamsSchema,
  meetingMessageSchema,
  meetingMessagesQuerySchema,
  meetingMessagesSchema,
  postMeetingMessageSchema,
} from "@/modules/meeting-room/schemas/chats";

const meetings = "/api/v1/dashboard/{dashboardId}/meeting-room" as const;

/** The platform's members family: /api/v1/meeting-room/{moduleId}/member. */
export const members = moduleMemberEndpoints("meeting-room");

export const listMeetings = defineEndpoint({
  method: "GET",
  path: meetings,
  auth: "session",
  summary: "The meetings overlapping [from, to) (at most 93 days), by start, at most 500",
  params: dashboardParamsSchema,
  query: meetingRangeSchema,
  response: meetingListSchema,
});

export const createMeeting = defineEndpoint({
  method: "POST",
  path: meetings,
  auth: "session",
  summary:
    "Schedule a meeting hosted by the caller: title, start and end (not in the past, at most a day), reminders (15, 30, 60), attendees (members or addresses), a link from create-meeting",
  params: dashboardParamsSchema,
  body: createMeetingSchema,
  response: meetingSchema,
  status: 201,
});

export const getMeeting = defineEndpoint({
  method: "GET",
  path: `${meetings}/{id}`,
  auth: "session",
  summary:
    "A meeting: host, participants, times, link; with `at` (an occurrence's start), that occurrence's own times too",
  params: meetingParamsSchema,
  query: meetingQuerySchema,
  response: meetingDetailsSchema,
});

export const updateMeeting = defineEndpoint({
  method: "PATCH",
  path: `${meetings}/{id}`,
  auth: "session",
  summary:
    "Edit or reschedule a meeting (its host, or who may edit in the module): every field of the drawer; its people are e-mailed the change (SEQUENCE raised), those taken off a CANCEL",
  params: meetingParamsSchema,
  body: updateMeetingSchema,
  response: meetingSchema,
});

export const answerMeeting = defineEndpoint({
  method: "POST",
  path: `${meetings}/{id}/response`,
  auth: "session",
  summary: "The caller's answer to a meeting they are invited to: accepted, tentative or declined",
  params: meetingParamsSchema,
  body: meetingAnswerSchema,
  response: meetingSchema,
});

export const deleteMeeting = defineEndpoint({
  method: "DELETE",
  path: `${meetings}/{id}`,
  auth: "session",
  summary: "Delete a meeting (its host, or who may delete in the module)",
  params: meetingParamsSchema,
  response: z.object({ id: z.string() }),
});

export const createMeetLink = defineEndpoint({
  method: "POST",
  path: "/api/v1/dashboard/{dashboardId}/integration/create-meeting",
  auth: "session",
  summary: "A new meeting link (meetLink) that opens the meeting's call in the app, to schedule with",
  params: dashboardParamsSchema,
  response: meetLinkSchema,
});

export const listPeople = defineEndpoint({
  method: "GET",
  path: "/api/v1/meeting-room/{moduleId}/people",
  auth: "session",
  summary:
    "The members who can open the module, by name (at most 20), to invite; q narrows by name or e-mail",
  params: moduleParamsSchema,
  query: meetingPeopleQuerySchema,
  response: z.array(meetingPersonSchema),
});

export const listBusy = defineEndpoint({
  method: "POST",
  path: "/api/v1/meeting-room/{moduleId}/busy",
  auth: "session",
  summary:
    "When members (of this workspace) are busy in a range of at most a week, across every calendar and meeting room: times only, for the drawer's free/busy hints",
  params: moduleParamsSchema,
  body: busyQuerySchema,
  response: busyAnswerSchema,
});

export const readInvitation = defineEndpoint({
  method: "GET",
  path: "/api/v1/public/meeting-invitations/{token}",
  auth: "public",
  summary: "The meeting a signed response link (from an invitation e-mail) names, and the invitee's answer",
  params: invitationParamsSchema,
  response: invitationSchema,
});

export const answerInvitation = defineEndpoint({
  method: "POST",
  path: "/api/v1/public/meeting-invitations/{token}",
  auth: "public",
  summary: "Answer an invitation by its signed response link: accepted, tentative or declined",
  params: invitationParamsSchema,
  body: meetingAnswerSchema,
  response: invitationSchema,
});

const boards = "/api/v1/meeting-room/{moduleId}/boards" as const;

export const listBoards = defineEndpoint({
  method: "GET",
  path: boards,
  auth: "session",
  summary: "The module's whiteboards (meetings someone drew on), last changed first, 20 a page",
  params: moduleParamsSchema,
  query: boardsQuerySchema,
  response: pageSchema(boardSummarySchema),
});

export const getBoard = defineEndpoint({
  method: "GET",
  path: `${boards}/{meetingId}`,
  auth: "session",
  summary:
    "A meeting's whiteboard: its Excalidraw elements (empty until someone draws) and whether the caller may draw",
  params: boardParamsSchema,
  response: boardSchema,
});

export const changeBoard = defineEndpoint({
  method: "PATCH",
  path: `${boards}/{meetingId}`,
  auth: "session",
  summary:
    "Merge changed elements into a meeting's whiteboard (each element kept at its highest version), as the live board does; its host, attendees and who may edit in the module",
  params: boardParamsSchema,
  body: boardChangeSchema,
  response: boardSchema,
});

const chats = "/api/v1/meeting-room/{moduleId}/chats" as const;

export const listMeetingChats = defineEndpoint({
  method: "GET",
  path: chats,
  auth: "session",
  summary: "The room's meeting conversations (meetings someone wrote in), latest activity first, 20 a page",
  params: moduleParamsSchema,
  query: meetingChatsQuerySchema,
  response: pageSchema(meetingChatSummarySchema),
});

export const listMeetingMessages = defineEndpoint({
  method: "GET",
  path: `${chats}/{meetingId}/messages`,
  auth: "session",
  summary:
    "A meeting's conversation: its latest 100 messages oldest first (with `before`, those numbered below it), and whether the caller may write",
  params: meetingChatParamsSchema,
  query: meetingMessagesQuerySchema,
  response: meetingMessagesSchema,
});

export const postMeetingMessage = defineEndpoint({
  method: "POST",
  path: `${chats}/{meetingId}/messages`,
  auth: "session",
  summary:
    "Write in a meeting's conversation (its host, attendees and who may edit in the module); a retry with the same clientRequestId answers the first message",
  params: meetingChatParamsSchema,
  body: postMeetingMessageSchema,
  response: meetingMessageSchema,
  status: 201,
});

export const editMeetingMessage = defineEndpoint({
  method: "PATCH",
  path: `${chats}/{meetingId}/messages/{messageId}`,
  auth: "session",
  summary: "Edit one's own message in a meeting's conversation",
  params: meetingMessageParamsSchema,
  body: editMeetingMessageSchema,
  response: meetingMessageSchema,
});

export const deleteMeetingMessage = defineEndpoint({
  method: "DELETE",
  path: `${chats}/{meetingId}/messages/{messageId}`,
  auth: "session",
  summary: "Delete one's own message in a meeting's conversation (it shows as deleted)",
  params: meetingMessageParamsSchema,
  response: meetingMessageSchema,
});

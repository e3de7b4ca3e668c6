"use client";

// Typed calls of Meeting room's API (issue 34), through its contracts (modules/meeting-room/contracts.ts,
// imported as types only: the browser loads none of their schemas), and its live updates.
import { call } from "@/lib/client/api";
import { customQuery, endpointQuery, moduleTag } from "@/lib/client/query/spec";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import type { ModuleEnvelope } from "@/lib/modules/realtime";
import type * as contracts from "@/modules/meeting-room/contracts";
import type {
  CreateMeetingInput,
  MeetingAnswerInput,
  UpdateMeetingInput,
} from "@/modules/meeting-room/schemas/meetings";
import type { PostMeetingMessageInput } from "@/modules/meeting-room/schemas/chats";
import { MEETING_ROOM_TAG, type MeetingRoomEvent } from "@/modules/meeting-room/shared/types";

const meetings = "/api/v1/dashboard/{dashboardId}/meeting-room" as const;
const chats = "/api/v1/meeting-room/{moduleId}/chats" as const;

/** The module's reads, cached by route and input and tagged with the module (its room invalidates them). */
export const meetingQueries = {
  /** The occurrences overlapping [from, to) (ISO instants), by start. */
  range: (moduleId: string, from: string, to: string) =>
    endpointQuery<typeof contracts.listMeetings>(
      `GET ${meetings}`,
      { params: { dashboardId: moduleId }, query: { from, to } },
      [moduleTag(moduleId)],
    ),
  /** A meeting, and with `at` (an occurrence's start) that occurrence's own times. */
  meeting: (moduleId: string, id: string, at: string | null = null) =>
    endpointQuery<typeof contracts.getMeeting>(
      `GET ${meetings}/{id}`,
      { params: { dashboardId: moduleId, id }, query: at === null ? {} : { at } },
      [moduleTag(moduleId)],
    ),
  /** The members who can open the module, for the attendee picker (`q` narrows by name or address). */
  people: (moduleId: string, q: string) =>
    endpointQuery<typeof contracts.listPeople>("GET /api/v1/meeting-room/{moduleId}/people", {
      params: { moduleId },
      query: { q: q.trim() || undefined },
    }),
  /** The module's whiteboards, last changed first: one page (`cursor` null for the first). */
  boards: (moduleId: string, cursor: string | null) =>
    endpointQuery<typeof contracts.listBoards>(
      "GET /api/v1/meeting-room/{moduleId}/boards",
      { params: { moduleId }, query: cursor ? { cursor } : {} },
      [moduleTag(moduleId)],
    ),
  /** The room's meeting conversations, latest activity first: one page (`cursor` null for the first). */
  chats: (moduleId: string, cursor: string | null) =>
    endpointQuery<typeof contracts.listMeetingChats>(
      "GET /api/v1/meeting-room/{moduleId}/chats",
      { params: { moduleId }, query: cursor ? { cursor } : {} },
      [moduleTag(moduleId)],
    ),
  /**
   * A new meeting link for one opening of the drawer (`nonce`: its `useId()`); untagged, so the room's
   * events do not replace the link shown while the drawer is open.
   */
  newLink: (moduleId: string, nonce: string) =>
    customQuery(["meeting-room link", moduleId, nonce], (signal) =>
      call<typeof contracts.createMeetLink>(
        "POST /api/v1/dashboard/{dashboardId}/integration/create-meeting",
        { params: { dashboardId: moduleId } },
        { signal },
      ),
    ),
};

export const meetingApi = {
  create: (moduleId: string, body: CreateMeetingInput) =>
    call<typeof contracts.createMeeting>(`POST ${meetings}`, { params: { dashboardId: moduleId }, body }),
  update: (moduleId: string, id: string, body: UpdateMeetingInput) =>
    call<typeof contracts.updateMeeting>(`PATCH ${meetings}/{id}`, {
      params: { dashboardId: moduleId, id },
      body,
    }),
  answer: (moduleId: string, id: string, response: MeetingAnswerInput["response"]) =>
    call<typeof contracts.answerMeeting>(`POST ${meetings}/{id}/response`, {
      params: { dashboardId: moduleId, id },
      body: { response },
    }),
  /** A meeting's whiteboard as saved (its live changes come over the socket: components/board). */
  board: (moduleId: string, meetingId: string, signal?: AbortSignal) =>
    call<typeof contracts.getBoard>(
      "GET /api/v1/meeting-room/{moduleId}/boards/{meetingId}",
      { params: { moduleId, meetingId } },
      { signal },
    ),
  /** A meeting's conversation: its latest messages, or those numbered below `before`. */
  messages: (moduleId: string, meetingId: string, before?: number) =>
    call<typeof contracts.listMeetingMessages>(`GET ${chats}/{meetingId}/messages`, {
      params: { moduleId, meetingId },
      query: before ? { before } : {},
    }),
  post: (moduleId: string, meetingId: string, body: PostMeetingMessageInput) =>
    call<typeof contracts.postMeetingMessage>(`POST ${chats}/{meetingId}/messages`, {
      params: { moduleId, meetingId },
      body,
    }),
  editMessage: (moduleId: string, meetingId: string, messageId: string, body: string) =>
    call<typeof contracts.editMeetingMessage>(`PATCH ${chats}/{meetingId}/messages/{messageId}`, {
      params: { moduleId, meetingId, messageId },
      body: { body },
    }),
  deleteMessage: (moduleId: string, meetingId: string, messageId: string) =>
    call<typeof contracts.deleteMeetingMessage>(`DELETE ${chats}/{meetingId}/messages/{messageId}`, {
      params: { moduleId, meetingId, messageId },
    }),
  remove: (moduleId: string, id: string) =>
    call<typeof contracts.deleteMeeting>(`DELETE ${meetings}/{id}`, {
      params: { dashboardId: moduleId, id },
    }),
};

const isMeetingsChanged = (envelope: ModuleEnvelope) =>
  envelope.tag === MEETING_ROOM_TAG &&
  (envelope.event as MeetingRoomEvent | null)?.type === "meetings.changed";

/** Reads the module's meetings again when its room says they changed (another tab's or person's change). */
export function useMeetingRoomLive(moduleId: string): void {
  useRoomInvalidation(moduleId, { events: isMeetingsChanged });
}

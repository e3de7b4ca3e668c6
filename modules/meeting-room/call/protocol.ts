// The meeting call's socket.io contract (issue 34), shared by the server (server/call/realtime.ts)
// and the browser (call/transport.ts): message names, their payloads' schemas (zod/mini: the browser
// loads this file) and the answers. No server imports.
import * as z from "@/lib/zod";

/** join { token } → JoinAnswer (acknowledged). */
export const MEET_JOIN = "meet:join";
/** leave (no payload): the others hear MEET_LEFT. */
export const MEET_LEAVE = "meet:leave";
/** signal { to, data } → the addressee hears MEET_SIGNAL { from, data }; acknowledged { ok }. */
export const MEET_SIGNAL = "meet:signal";
/** state CallState → the others hear MEET_STATE { socketId, state }. */
export const MEET_STATE = "meet:state";
/** Heard by the others when someone joins: Participant. */
export const MEET_JOINED = "meet:joined";
/** Heard by the others when someone leaves (or disconnects): { socketId }. */
export const MEET_LEFT = "meet:left";
/** Heard by a socket taken out of its call: { reason } (its access withdrawn). */
export const MEET_REMOVED = "meet:removed";

// The lobby of guests without an account (docs/modules/meeting-room.md "Guests"): they connect to the
// GUEST_NAMESPACE with the link's token, knock with a name, and wait until a member in the call
// admits them (the admission's ticket lets their join through) or denies them.
/** The socket.io namespace of guests' sockets: nothing but the lobby and their call is served there. */
export const GUEST_NAMESPACE = "/meet-guest";
/** knock { name } (a guest) → acknowledged { ok }; the members in the call hear MEET_KNOCKED. */
export const MEET_KNOCK = "meet:knock";
/** Heard by the members in the call: Knock. */
export const MEET_KNOCKED = "meet:knocked";
/** Heard by the members in the call when a knock ends (admitted, denied, gone): KnockDone. */
export const MEET_KNOCK_DONE = "meet:knock-done";
/** admit { socketId, admit } (a member in the call) → acknowledged { ok }; the guest hears MEET_ADMISSION. */
export const MEET_ADMIT = "meet:admit";
/** Heard by a knocking guest: Admission. */
export const MEET_ADMISSION = "meet:admission";

/** The most people in one call: a peer-to-peer mesh sends every stream to each other participant. */
export const CALL_MAX = 6;
/** The largest signalling message relayed (an SDP with many candidates stays well below). */
export const SIGNAL_MAX_BYTES = 64 * 1024;
/** The TURN credentials given on join are valid this long. */
export const TURN_TTL_SECONDS = 3_600;

/** A guest's name is at most this long. */
export const GUEST_NAME_MAX = 80;
/** How many times one guest socket may knock (a denied guest may ask again, not forever). */
export const KNOCKS_MAX = 3;
/** An admission's ticket lets the guest join within this long. */
export const ADMISSION_TTL_MS = 60_000;

/** Why a join was refused: keys under `meetingRoom.call.errors`. */
export const JOIN_ERRORS = ["notFound", "full", "invalid", "failed", "notAdmitted"] as const;
export type JoinError = (typeof JOIN_ERRORS)[number];

export const callStateSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
  speaking: z.boolean(),
});
export type CallState = z.output<typeof callStateSchema>;

export const QUIET_STATE: CallState = { audio: false, video: false, screen: false, speaking: false };

export interface Participant {
  socketId: string;
  /** A member's user id; a guest's is `guest:{socketId}`. */
  userId: string;
  name: string;
  /** A guest without an account, let in by a member. */
  guest: boolean;
  state: CallState;
}

/** A guest asking to be let in. */
export interface Knock {
  socketId: string;
  name: string;
}

/** The end of a knock, told to the members in the call. */
export interface KnockDone {
  socketId: string;
  /** admitted, denied, or gone (the guest left the lobby). */
  outcome: "admitted" | "denied" | "gone";
  /** The member who let the guest in or denied them. */
  by: string | null;
}

/** What a knocking guest hears: let in (with the ticket its join gives back) or not. */
export type Admission = { admitted: true; ticket: string } | { admitted: false };

/** Why a socket was taken out of its call. */
export interface Removal {
  reason: "access";
}

/** What RTCIceServer the browser is given (RTCConfiguration.iceServers). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export type JoinAnswer =
  | {
      ok: true;
      meetingId: string;
      socketId: string;
      /** The others already in the call (the joiner makes the offers to them). */
      participants: Participant[];
      iceServers: IceServer[];
      /** Guests waiting in the lobby (for a member; a guest gets none). */
      knocks: Knock[];
    }
  | { ok: false; error: JoinError };

export const joinSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  /** A guest's admission ticket (Admission). */
  ticket: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

export const knockSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(GUEST_NAME_MAX)),
});

export const admitSchema = z.object({
  socketId: z.string().check(z.minLength(1), z.maxLength(64)),
  admit: z.boolean(),
});

const sdpSchema = z.object({
  type: z.enum(["offer", "answer", "pranswer", "rollback"]),
  sdp: z.optional(z.string().check(z.maxLength(SIGNAL_MAX_BYTES))),
});
const candidateSchema = z.object({
  candidate: z.optional(z.string().check(z.maxLength(4_096))),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  sdpMLineIndex: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(1_000)))),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});

/** An SDP description or an ICE candidate (null: the end of candidates). */
export const signalDataSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("description"), description: sdpSchema }),
  z.object({ kind: z.literal("candidate"), candidate: z.nullable(candidateSchema) }),
]);
export type SignalData = z.output<typeof signalDataSchema>;

export const signalSchema = z.object({
  to: z.string().check(z.minLength(1), z.maxLength(64)),
  data: signalDataSchema,
});

/** What the addressee of a signal hears. */
export interface SignalNotice {
  from: string;
  data: SignalData;
}

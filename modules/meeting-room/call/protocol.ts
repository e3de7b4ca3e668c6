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

/** The most people in one call: a peer-to-peer mesh sends every stream to each other participant. */
export const CALL_MAX = 6;
/** The largest signalling message relayed (an SDP with many candidates stays well below). */
export const SIGNAL_MAX_BYTES = 64 * 1024;
/** The TURN credentials given on join are valid this long. */
export const TURN_TTL_SECONDS = 3_600;

/** Why a join was refused: keys under `meetingRoom.call.errors`. */
export const JOIN_ERRORS = ["notFound", "full", "invalid", "failed"] as const;
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
  userId: string;
  name: string;
  state: CallState;
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
    }
  | { ok: false; error: JoinError };

export const joinSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

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

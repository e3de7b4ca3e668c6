// The call's pure helpers (modules/meeting-room/call/roles.ts): who offers, loudness, speaking with
// hysteresis, the grid's columns; and the signalling schemas the server checks every message with.
import {
  CALL_MAX,
  SIGNAL_MAX_BYTES,
  callStateSchema,
  joinSchema,
  signalSchema,
} from "@/modules/meeting-room/call/protocol";
import { gridColumns, peerRole, rmsLevel, speakingDetector } from "@/modules/meeting-room/call/roles";

describe("peerRole", () => {
  it("has the newer joiner offer and the older participant be polite", () => {
    expect(peerRole(true)).toEqual({ offers: true, polite: false });
    expect(peerRole(false)).toEqual({ offers: false, polite: true });
  });
});

describe("rmsLevel", () => {
  it("is 0 for silence and an empty buffer, 1 for full scale", () => {
    expect(rmsLevel(new Uint8Array(64).fill(128))).toBe(0);
    expect(rmsLevel([])).toBe(0);
    expect(rmsLevel(Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 256)))).toBeCloseTo(1);
    expect(rmsLevel(Array.from({ length: 64 }, (_, i) => (i % 2 ? 128 - 13 : 128 + 13)))).toBeCloseTo(
      13 / 128,
    );
  });
});

describe("speakingDetector", () => {
  const options = { on: 0.1, off: 0.05, holdMs: 500 };

  it("starts above `on` and not between the thresholds", () => {
    const detector = speakingDetector(options);
    expect(detector.next(0.07, 0)).toBe(false);
    expect(detector.next(0.11, 100)).toBe(true);
  });

  it("keeps speaking between the thresholds and through short pauses", () => {
    const detector = speakingDetector(options);
    detector.next(0.2, 0);
    expect(detector.next(0.07, 100)).toBe(true);
    expect(detector.next(0.01, 200)).toBe(true);
    expect(detector.next(0.01, 600)).toBe(true);
    // A word again resets the pause.
    expect(detector.next(0.06, 650)).toBe(true);
    expect(detector.next(0.01, 700)).toBe(true);
    expect(detector.next(0.01, 1_199)).toBe(true);
    expect(detector.next(0.01, 1_200)).toBe(false);
    expect(detector.next(0.07, 1_300)).toBe(false);
  });
});

describe("gridColumns", () => {
  it("lays up to six tiles out in at most three columns", () => {
    expect([1, 2, 3, 4, 5, CALL_MAX].map(gridColumns)).toEqual([1, 2, 2, 2, 3, 3]);
  });
});

describe("signalling schemas", () => {
  it("accepts descriptions and candidates, refuses anything else", () => {
    const to = "abc";
    expect(
      signalSchema.safeParse({
        to,
        data: { kind: "description", description: { type: "offer", sdp: "v=0" } },
      }).success,
    ).toBe(true);
    expect(signalSchema.safeParse({ to, data: { kind: "candidate", candidate: null } }).success).toBe(true);
    expect(
      signalSchema.safeParse({
        to,
        data: { kind: "candidate", candidate: { candidate: "candidate:1", sdpMid: "0", sdpMLineIndex: 0 } },
      }).success,
    ).toBe(true);
    expect(
      signalSchema.safeParse({ to, data: { kind: "description", description: { type: "hack" } } }).success,
    ).toBe(false);
    expect(
      signalSchema.safeParse({
        to,
        data: { kind: "description", description: { type: "offer", sdp: "a".repeat(SIGNAL_MAX_BYTES + 1) } },
      }).success,
    ).toBe(false);
    expect(signalSchema.safeParse({ to: "", data: { kind: "candidate", candidate: null } }).success).toBe(
      false,
    );
  });

  it("checks joins and states", () => {
    expect(joinSchema.safeParse({ token: "t" }).success).toBe(true);
    expect(joinSchema.safeParse({ token: 1 }).success).toBe(false);
    expect(
      callStateSchema.safeParse({ audio: true, video: false, screen: false, speaking: true }).success,
    ).toBe(true);
    expect(callStateSchema.safeParse({ audio: true }).success).toBe(false);
  });
});

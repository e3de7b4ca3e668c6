// Pure helpers of the call (unit-tested in tests/unit/meeting-room/call-helpers.test.ts): who makes
// the offer to whom, how loud a microphone is, and when its person counts as speaking.

/**
 * A peer's part in perfect negotiation. The newer joiner makes the offers to those already in the
 * call (it learns them from its join's answer); they answer. Should both offer at once (a glare: a
 * renegotiation crossing the first offer), the older participant is the polite peer, which rolls
 * its own offer back and takes the other's.
 */
export function peerRole(joinedAfterThem: boolean): { offers: boolean; polite: boolean } {
  return { offers: joinedAfterThem, polite: !joinedAfterThem };
}

/** The loudness (RMS, 0…1) of an AnalyserNode's getByteTimeDomainData samples (128 is silence). */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const value = ((samples[i] ?? 128) - 128) / 128;
    sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}

export interface SpeakingOptions {
  /** Louder than this starts speaking. */
  on: number;
  /** Speaking lasts until quieter than this (below `on`: hysteresis) … */
  off: number;
  /** … for this long (a pause between words keeps the ring). */
  holdMs: number;
}

export const SPEAKING: SpeakingOptions = { on: 0.06, off: 0.03, holdMs: 600 };

/**
 * Speaking detection with hysteresis: `next(level, now)` says whether the person speaks. It starts
 * at once when the level passes `on`, and stops once it stayed under `off` for `holdMs`.
 */
export function speakingDetector(options: SpeakingOptions = SPEAKING) {
  let speaking = false;
  let quietSince: number | null = null;
  return {
    next(level: number, now: number): boolean {
      if (!speaking) {
        if (level >= options.on) {
          speaking = true;
          quietSince = null;
        }
        return speaking;
      }
      if (level >= options.off) {
        quietSince = null;
        return speaking;
      }
      quietSince ??= now;
      if (now - quietSince >= options.holdMs) {
        speaking = false;
        quietSince = null;
      }
      return speaking;
    },
  };
}

/** How many columns a grid of `count` tiles has (1, 2, 2, 2, 3, 3 for up to six). */
export const gridColumns = (count: number) => (count <= 1 ? 1 : count <= 4 ? 2 : 3);

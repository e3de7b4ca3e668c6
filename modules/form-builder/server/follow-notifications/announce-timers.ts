import "server-only";
import { logger } from "@/lib/server/logger";
import { announceResponses } from "./announce-responses";

// A form's followers hear of its new responses in batches: "3 new responses to Feedback" once, not
// a notification per response (a form shared on a busy page gets hundreds a minute), and a
// submission itself writes nothing for it. The first response after a quiet spell starts a timer
// on its node (ANNOUNCE_DELAY_MS); when it fires, the responses since Form.announcedUntil are
// claimed and counted, and the followers told (announce-responses.ts). The claim moves
// announcedUntil under the form's row lock, so two nodes (or the sweep) never announce a response
// twice; the sweep (the form-response-announcements job) tells what a node that stopped left
// unannounced.

/** How long after a quiet form's first new response its followers are told (the burst it opens with it). */
export const ANNOUNCE_DELAY_MS = 5_000;

// server.ts and Next's bundled route code are two module graphs in one process: the timers live on
// globalThis, so the server's shutdown flushes the ones the routes started.
const globalForAnnouncements = globalThis as unknown as {
  suiteFormAnnouncements?: Map<string, ReturnType<typeof setTimeout>>;
};
const pending = (globalForAnnouncements.suiteFormAnnouncements ??= new Map());

/** After a submission: tells the form's followers soon, once for all that arrive meanwhile. */
export function scheduleAnnouncement(formId: string): void {
  if (pending.has(formId)) return;
  const timer = setTimeout(() => {
    pending.delete(formId);
    void announceResponses(formId).then(
      (left) => {
        // Responses of the last instant were left to the next announcement: it comes now.
        if (left) scheduleAnnouncement(formId);
      },
      (error: unknown) =>
        logger.error(
          `[form-builder] announcing responses: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  }, ANNOUNCE_DELAY_MS);
  timer.unref?.();
  pending.set(formId, timer);
}

/**
 * On shutdown, after the last request was answered: every waiting announcement is made now (no
 * insert is still in flight, so nothing needs to settle).
 */
export async function flushAnnouncements(): Promise<void> {
  const formIds = [...pending.keys()];
  cancelAnnouncements();
  for (const formId of formIds) await announceResponses(formId, 0);
}

/** Drops the waiting announcements (tests; the sweep would make them later). */
export function cancelAnnouncements(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
}

import "server-only";

/**
 * The triggers a start event may name. `manual`: a person's Run (or the API's start); each trigger
 * kind joins this list with what fires it (the outbox's domain events, schedules, incoming webhooks).
 */
export const TRIGGERS: ReadonlySet<string> = new Set(["manual"]);

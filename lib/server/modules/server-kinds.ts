import "server-only";
import type { Server } from "socket.io";
import { logger } from "@/lib/server/logger";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { attachWorkspaceWebhooks } from "@/lib/server/webhooks/workspace/subscriber";
import { webhookMappers } from "@/lib/server/webhooks/workspace/public-events";
import { attachIntegrationDeliveries } from "@/lib/server/integrations/deliveries";

/**
 * Attaches every kind's socket messages (`realtime` in its kind.server.ts); returns the detach, which
 * waits for what each kind finishes on the way out (a board's pending changes saved).
 */
export function attachKindsRealtime(io: Server): () => Promise<void> {
  const detach = Object.values(SERVER_KINDS).flatMap((server) =>
    server.realtime ? [server.realtime(io)] : [],
  );
  return async () => {
    await Promise.all(detach.map((undo) => Promise.resolve().then(undo)));
  };
}

/**
 * Runs every module kind's start-up work (`start` in its kind.server.ts) once the database is ready;
 * returns the shutdown step, which runs what they returned (in reverse order), each failure logged.
 */
export function startModuleKinds(): () => Promise<void> {
  const stops: { tag: string; stop: () => Promise<void> | void }[] = [];
  for (const server of Object.values(SERVER_KINDS)) {
    if (server.start) stops.push({ tag: server.kind.tag, stop: server.start() });
  }
  return async () => {
    for (const { tag, stop } of stops.reverse()) {
      await Promise.resolve()
        .then(stop)
        .catch((error: unknown) => logger.error(`[modules] ${tag}'s shutdown step failed: ${String(error)}`));
    }
  };
}

/** What every domain event becomes for workspace webhooks: the platform's and each kind's (`webhooks`). */
export function allWebhookMappers() {
  return webhookMappers(Object.values(SERVER_KINDS));
}

/** Attaches the workspace webhooks' durable subscriber (server.ts, worker.ts); returns the detach. */
export function attachWorkspaceWebhookEvents(): () => void {
  return attachWorkspaceWebhooks(allWebhookMappers());
}

/** Attaches the module integrations' durable subscriber (server.ts, worker.ts); returns the detach. */
export function attachIntegrationFeatures(): () => void {
  return attachIntegrationDeliveries(
    Object.values(SERVER_KINDS).map((server) => ({
      tag: server.kind.tag,
      integrations: server.integrations,
    })),
  );
}

import "server-only";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { suppressAddress } from "./suppression";

// What deliver-mail.ts does for a workspace's list mail (an outbox row with `listWorkspaceId`: a
// campaign's e-mail), and the bound on one attempt of any e-mail.

/** The headers of a list mail: one-click unsubscribe (RFC 2369 and 8058) through its link. */
export function listHeaders(message: {
  listWorkspaceId?: string | null;
  link: string | null;
}): Record<string, string> {
  if (!message.listWorkspaceId || !message.link) return {};
  return {
    "List-Unsubscribe": `<${message.link}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Whether the mail server refused for good (a 5xx reply: no such mailbox, …), not for now. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * A list mail the server refused for good puts its address on the workspace's suppression list
 * (hard-bounced), so the workspace's campaigns stop mailing it. Never throws.
 */
export async function noteRefusal(
  message: { id: string; to: string; listWorkspaceId?: string | null },
  error: unknown,
): Promise<void> {
  if (!message.listWorkspaceId || !isPermanentRefusal(error)) return;
  const detail = error instanceof Error ? error.message : String(error);
  await suppressAddress(getDb(), message.listWorkspaceId, message.to, "hardBounced", detail).catch(
    (cause: unknown) =>
      logger.warn(
        `[mail] bounce of ${message.id} not recorded: ${cause instanceof Error ? cause.message : String(cause)}`,
      ),
  );
}

/** `sending`, or a failure once `ms` passed (a server that accepts the connection and then stalls). */
export function within<T>(sending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
}

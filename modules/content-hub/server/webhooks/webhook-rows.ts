import "server-only";
import type { WebhookInfo } from "@/modules/content-hub/shared/types";
import { derivedWebhookSecret } from "@/lib/server/webhooks/stored-delivery";

/**
 * The module's signing secret: derived from the server's secret, the module and the secret's
 * version, so it is never stored and rotating it (a new version) ends the old one.
 */
export function contentWebhookSecret(moduleId: string, version: number): string {
  return derivedWebhookSecret("content-hub-webhook", moduleId, version);
}

type WebhookRow = { id: string; url: string; enabled: boolean; secretVersion: number; moduleId: string };
export const webhookSelect = {
  id: true,
  url: true,
  enabled: true,
  secretVersion: true,
  moduleId: true,
} as const;

export const webhookInfoOf = (row: WebhookRow, showSecret: boolean): WebhookInfo => ({
  id: row.id,
  url: row.url,
  enabled: row.enabled,
  secret: showSecret ? contentWebhookSecret(row.moduleId, row.secretVersion) : null,
});

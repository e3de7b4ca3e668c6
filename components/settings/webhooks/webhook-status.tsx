"use client";

import { Badge } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";

/** On; turned off by an administrator; or turned off by the service after repeated failures. */
export type WebhookState = "active" | "off" | "disabled";

export const webhookState = (webhook: Pick<WorkspaceWebhook, "enabled" | "disabledAt">): WebhookState =>
  webhook.enabled ? "active" : webhook.disabledAt ? "disabled" : "off";

const COLOR: Record<WebhookState, string> = { active: "teal", off: "gray", disabled: "red" };

export function WebhookStatusBadge({
  webhook,
}: {
  webhook: Pick<WorkspaceWebhook, "enabled" | "disabledAt">;
}) {
  const t = useTranslations("settings.webhooks.status");
  const state = webhookState(webhook);
  return (
    <Badge variant="light" color={COLOR[state]} data-testid="webhook-status" data-state={state}>
      {t(state)}
    </Badge>
  );
}

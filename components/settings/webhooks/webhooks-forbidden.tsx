"use client";

import { AdminOnlyNotice } from "@/components/settings/admin-only-notice";

/** The webhook pages for a member below admin: who manages them instead of the list. */
export function WebhooksForbidden({ workspaceName }: { workspaceName: string }) {
  return (
    <AdminOnlyNotice
      namespace="settings.webhooks"
      workspaceName={workspaceName}
      maw={1100}
      testId={{ page: "webhooks-settings", notice: "webhooks-forbidden" }}
    />
  );
}

"use client";

import { AdminOnlyNotice } from "@/components/settings/admin-only-notice";

/** The audit log page for a member below admin: who may read it instead of the log. */
export function AuditLogForbidden({ workspaceName }: { workspaceName: string }) {
  return (
    <AdminOnlyNotice
      namespace="settings.auditLog"
      workspaceName={workspaceName}
      maw={1200}
      testId={{ page: "audit-log-settings", notice: "audit-log-forbidden" }}
    />
  );
}

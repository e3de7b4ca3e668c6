"use client";

import { AdminOnlyNotice } from "@/components/settings/admin-only-notice";

/** The single sign-on page for anyone but the workspace's owner: who manages it instead of the form. */
export function SsoForbidden({ workspaceName }: { workspaceName: string }) {
  return (
    <AdminOnlyNotice
      namespace="settings.sso"
      workspaceName={workspaceName}
      maw={800}
      testId={{ page: "sso-settings", notice: "sso-forbidden" }}
    />
  );
}

"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { hardNavigate } from "@/lib/client/navigation";
import { workspaceApi } from "@/lib/client/workspaces/api";
import { HOME } from "@/lib/routing/decide-route";

/**
 * Moves the session into another workspace (POST /auth/switch-account sets the new cookie), then
 * reloads on the projects: every cached page and client state belongs to the old workspace.
 */
export async function switchWorkspaceAndGoHome(workspaceId: string): Promise<"navigating"> {
  await workspaceApi.switchTo(workspaceId);
  hardNavigate(HOME);
  return "navigating";
}

/** Switching from a list (header dropdown, chooser cards): which one is busy, and a toast on failure. */
export function useWorkspaceSwitch() {
  const t = useTranslations();
  const [switching, setSwitching] = useState<string | null>(null);

  async function switchTo(workspaceId: string): Promise<void> {
    if (switching) return;
    setSwitching(workspaceId);
    try {
      await switchWorkspaceAndGoHome(workspaceId);
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("workspaces.switchFailed"),
        message: errorMessage(error, t("errors.networkError")),
      });
      setSwitching(null);
    }
  }

  return { switching, switchTo };
}

"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { moduleApi } from "@/lib/client/modules/api";
import { useNavigation } from "../navigation-context";

/**
 * Adds a catalog module to the active workspace (PATCH /workspaces/module `{create:[{moduleId}]}`),
 * then re-reads the sidebar. `adding` is the catalog id in flight, for a loading state.
 */
export function useAddWorkspaceModule() {
  const t = useTranslations("shell");
  const tErrors = useTranslations("errors");
  const { refresh } = useNavigation();
  const [adding, setAdding] = useState<string | null>(null);

  async function add(module: { id: string; title: string; active: boolean }): Promise<boolean> {
    if (!module.active || adding) return false;
    setAdding(module.id);
    try {
      await moduleApi.saveWorkspaceModules({ create: [{ moduleId: module.id }] });
      notifications.show({ color: "teal", message: t("moduleAdded", { name: module.title }) });
      refresh();
      return true;
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, tErrors("somethingWentWrong")) });
      return false;
    } finally {
      setAdding(null);
    }
  }

  return { adding, add };
}

"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";

/**
 * The pages' actions: `run` calls the API, tells how it went (green with `done`, red with the server's
 * message) and reads the module's views again; `confirmDelete` asks first (Delete / Cancel).
 */
export function useDbActions(moduleId: string, failed: string) {
  const tc = useTranslations("common");
  const refresh = () => invalidateQueries({ tag: moduleTag(moduleId) });
  const run = async (work: () => Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await work();
      if (done) notifications.show({ color: "teal", message: done });
      return true;
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, failed) });
      return false;
    } finally {
      refresh();
    }
  };
  const confirmDelete = (title: ReactNode, message: ReactNode) =>
    confirmAction({ title, message, confirm: tc("delete"), cancel: tc("cancel"), danger: true });
  return { run, confirmDelete, refresh };
}

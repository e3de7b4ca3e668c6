"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { confirmAction } from "@/components/ui/confirm";

export { useBeforeUnloadGuard } from "@/lib/client/use-before-unload-guard";

/**
 * The leave guard of spec §8: resolves true when nothing would be lost or the user chose to leave
 * ('Are you sure you wanted to leave this page without saving?').
 */
export function useConfirmLeave(): (dirty: boolean) => Promise<boolean> {
  const t = useTranslations("tasks.form.leave");
  return useCallback(
    async (dirty: boolean) =>
      !dirty ||
      confirmAction({
        title: t("title"),
        message: t("message"),
        confirm: t("leave"),
        cancel: t("stay"),
        danger: true,
      }),
    [t],
  );
}

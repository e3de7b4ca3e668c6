"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect } from "react";
import { confirmAction } from "@/components/ui/confirm";

/** While `active`, closing or reloading the tab asks the browser's own 'leave site?' question. */
export function useBeforeUnloadGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}

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

"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/client/api";

/**
 * The busy row of a table whose rows have actions (change a role, resend, delete): `run(id, work)`
 * marks `id` busy while `work` runs and shows a failure as a red toast (the server's message, else
 * the network error). `onSettled` runs after every action, whether it worked or not (a reload).
 * Ids are the caller's: `role:${row.id}` tells apart several actions of one row.
 */
export function useRowAction({ onSettled }: { onSettled?: () => void } = {}) {
  const t = useTranslations("errors");
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = useCallback(
    async (id: string, work: () => Promise<unknown>): Promise<boolean> => {
      setBusyId(id);
      let ok = true;
      try {
        await work();
      } catch (caught) {
        ok = false;
        notifications.show({ color: "red", message: errorMessage(caught, t("networkError")) });
      }
      setBusyId(null);
      onSettled?.();
      return ok;
    },
    [t, onSettled],
  );

  return { busyId, run };
}

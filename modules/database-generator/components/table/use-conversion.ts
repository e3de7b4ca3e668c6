"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { dbApi } from "@/modules/database-generator/client/api";
import type { Conversion } from "@/modules/database-generator/shared/types";

const POLL_MS = 700;

type Translate = ReturnType<typeof useTranslations<"databaseGenerator.table">>;

/** Tells how a type change ended. */
function tell(t: Translate, ended: Conversion) {
  notifications.show(
    ended.status === "done"
      ? {
          color: ended.failed ? "yellow" : "teal",
          message: ended.failed ? t("convertedWithFailures", { count: ended.failed }) : t("converted"),
        }
      : { color: "red", message: ended.error ?? t("conversionFailed") },
  );
}

/**
 * A column's type change as it runs (a background job): read every 0.7 s until it is done or failed,
 * then told (how many values the new type could not read, kept in the records' history).
 */
export function useConversion(moduleId: string, tableId: string) {
  const t = useTranslations("databaseGenerator.table");
  const [current, setCurrent] = useState<Conversion | null>(null);
  const id = current && (current.status === "pending" || current.status === "running") ? current.id : null;
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const timer = setInterval(() => {
      void dbApi
        .conversion(moduleId, tableId, id)
        .then((next) => {
          if (stopped) return;
          if (next.status === "done" || next.status === "failed") {
            stopped = true;
            clearInterval(timer);
            setCurrent(null);
            invalidateQueries({ tag: moduleTag(moduleId) });
            tell(t, next);
          } else setCurrent(next);
        })
        .catch((error: unknown) => {
          stopped = true;
          clearInterval(timer);
          setCurrent(null);
          notifications.show({ color: "red", message: errorMessage(error, t("conversionFailed")) });
        });
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, moduleId, tableId, t]);

  const follow = (conversion: Conversion) => {
    if (conversion.status === "done" || conversion.status === "failed") {
      invalidateQueries({ tag: moduleTag(moduleId) });
      tell(t, conversion);
      return;
    }
    setCurrent(conversion);
  };
  return { current, follow };
}

"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useCallback } from "react";
import { auditActionKey } from "@/lib/audit/actions";
import { useTimeZone } from "@/lib/client/time-zone";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

/**
 * What the audit log says of an action and a target type (their labels, `auditLog.actions.<action
 * with "." as "_">` and `auditLog.targets.<type>`; the code itself for one this version has no label
 * for) and of an instant (in the viewer's time zone, the same on the server and in the browser).
 */
export function useAuditText() {
  const t = useTranslations("auditLog");
  const format = useFormatter();
  const timeZone = useTimeZone(null) ?? "UTC";

  const actionLabel = useCallback(
    (action: string) => {
      const key = `actions.${auditActionKey(action)}`;
      return t.has(key) ? t(key) : action;
    },
    [t],
  );
  const targetLabel = useCallback(
    (type: string) => (t.has(`targets.${type}`) ? t(`targets.${type}`) : type),
    [t],
  );
  const when = useCallback(
    (iso: string) =>
      plainSpaces(format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium", timeZone })),
    [format, timeZone],
  );
  return { actionLabel, targetLabel, when };
}

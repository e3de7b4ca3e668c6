"use client";

import { useTranslations } from "next-intl";
import { PasswordGate } from "@/components/ui/password-gate";
import { dvShareApi } from "@/modules/data-visualization/client/api";
import type { PublicDashboard } from "@/modules/data-visualization/shared/shares";

/**
 * A link's password form: the password sent as typed; the server's answer opens the dashboard (and
 * sets the link's cookie), or says why not ('Wrong password', too many tries).
 */
export function PublicUnlockForm(props: {
  token: string;
  zone: string;
  onOpened: (dashboard: PublicDashboard) => void;
}) {
  const t = useTranslations("dataVisualization.public");
  return (
    <PasswordGate
      testId="public-unlock"
      texts={{
        title: t("lockedTitle"),
        intro: t("locked"),
        password: t("password"),
        submit: t("unlock"),
        required: t("passwordRequired"),
        failed: t("unlockError"),
        showPassword: t("showPassword"),
      }}
      onUnlock={async (password) =>
        props.onOpened(await dvShareApi.unlock(props.token, password, props.zone))
      }
    />
  );
}

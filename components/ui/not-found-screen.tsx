"use client";

import { useTranslations } from "next-intl";
import { ClientRoot } from "@/components/providers/client-root";
import { StatusScreen } from "@/components/ui/status-screen";
import { HOME } from "@/lib/routing/decide-route";

/** The 404 screen (app/not-found.tsx). */
export function NotFoundScreen() {
  const t = useTranslations("errors");
  return (
    <ClientRoot>
      <StatusScreen
        code={t("notFoundTitle")}
        message={t("notFoundText")}
        action={{ label: t("backHome"), href: HOME }}
      />
    </ClientRoot>
  );
}

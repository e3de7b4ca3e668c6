"use client";

import { useTranslations } from "next-intl";
import { StatusScreen } from "@/components/ui/status-screen";
import { HOME } from "@/lib/routing/decide-route";

export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <StatusScreen
      code={t("notFoundTitle")}
      message={t("notFoundText")}
      action={{ label: t("backHome"), href: HOME }}
    />
  );
}

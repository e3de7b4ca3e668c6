"use client";

import { useTranslations } from "next-intl";
import { StatusScreen } from "@/components/ui/status-screen";
import { HOME } from "@/lib/routing/decide-route";

/** Shown by a page whose route params or search params fail their schema. */
export function RouteParamsError({ kind }: { kind: "params" | "search" }) {
  const t = useTranslations("errors");
  return (
    <StatusScreen
      code="400"
      title={kind === "params" ? t("invalidUrlParams") : t("invalidSearchParams")}
      message={t("doubleCheckUrl")}
      action={{ label: t("backToHome"), href: HOME }}
    />
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ClientRoot } from "@/components/providers/client-root";
import { StatusScreen } from "@/components/ui/status-screen";
import { HOME } from "@/lib/routing/decide-route";

/** The error screen (app/error.tsx): status and message, and 'Back to home' that resets the error and refetches. */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ClientRoot>
      <StatusScreen
        code="500"
        message={t("somethingWentWrong")}
        action={{
          label: t("backToHome"),
          onClick: () => {
            router.push(HOME);
            router.refresh();
            reset();
          },
        }}
      />
    </ClientRoot>
  );
}

"use client";

import { hardNavigate } from "@/lib/client/navigation";
import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { authApi } from "@/lib/client/auth/api";

const MESSAGE_MS = 1000;

/** 'Logging out...' for a second while the session ends, then the login screen. */
export function LogoutScreen() {
  const t = useTranslations("common");
  useEffect(() => {
    const ended = authApi.logout().catch(() => undefined);
    const shown = new Promise((resolve) => setTimeout(resolve, MESSAGE_MS));
    void Promise.all([ended, shown]).then(() => hardNavigate("/auth/login"));
  }, []);
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text data-testid="logging-out">{t("loggingOut")}</Text>
      </Stack>
    </Center>
  );
}

"use client";

import { Alert, Anchor, Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconMailOff } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { call, errorMessage } from "@/lib/client/api";
import type { unsubscribeFromEmails } from "@/lib/contracts/inbox";
import type { listUnsubscribe } from "@/lib/contracts/mail";

/**
 * Turns notification e-mails off for the user the link was signed for (`list`: puts the link's
 * address on its workspace's suppression list, so its campaigns never e-mail it again), without
 * signing in. It asks first: mail scanners that open links must not unsubscribe anyone.
 */
export function UnsubscribeCard({ token, list = false }: { token: string; list?: boolean }) {
  const t = useTranslations(list ? "notifications.listUnsubscribe" : "notifications.unsubscribe");
  const tAll = useTranslations();
  const [state, setState] = useState<"ask" | "sending" | "done">("ask");
  const [error, setError] = useState<string | null>(token ? null : tAll("errors.unsubscribeInvalid"));

  const confirm = async () => {
    setState("sending");
    setError(null);
    try {
      if (list)
        await call<typeof listUnsubscribe>("POST /api/v1/mail/unsubscribe/{token}", { params: { token } });
      else
        await call<typeof unsubscribeFromEmails>("POST /api/v1/notifications/unsubscribe", {
          body: { token },
        });
      setState("done");
    } catch (caught) {
      setError(errorMessage(caught, tAll("errors.somethingWentWrong")));
      setState("ask");
    }
  };

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <IconMailOff size={32} aria-hidden />
        <Title order={2} size="h3">
          {t("title")}
        </Title>
        {state === "done" ? (
          <>
            <Text data-testid="unsubscribed">{t("done")}</Text>
            {!list && (
              <Anchor component={Link} href="/settings/notifications" size="sm">
                {t("settings")}
              </Anchor>
            )}
          </>
        ) : (
          <>
            <Text size="sm">{t("body")}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button onClick={() => void confirm()} loading={state === "sending"} disabled={!token}>
              {t("confirm")}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

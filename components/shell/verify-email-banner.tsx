"use client";

import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";

// Dismissed for the browser session (sessionStorage): the reminder comes back in a new one.
const DISMISSED_KEY = "verify-email-banner-dismissed";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

function dismiss() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, "true");
  } catch {
    // no storage: dismissed until the next page load
  }
  for (const listener of listeners) listener();
}

/**
 * The reminder an account with an unverified address sees above every page: it blocks nothing, can
 * be dismissed for the session and sends the link again (rate-limited on the server).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const t = useTranslations("shell");
  // Hidden in the server render, so a dismissed reminder never flashes before hydration.
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => true);
  const [hidden, setHidden] = useState(false);
  const { loading, error, submit } = useFormSubmit();
  const [sent, setSent] = useState(false);
  if (dismissed || hidden) return null;

  const resend = () =>
    submit(async () => {
      await authApi.resendVerificationEmail();
      setSent(true);
    });
  return (
    <Alert
      color="yellow"
      icon={<IconMailExclamation />}
      title={t("verifyEmailTitle")}
      withCloseButton
      closeButtonLabel={t("verifyEmailDismiss")}
      onClose={() => {
        setHidden(true);
        dismiss();
      }}
      mb="md"
      data-testid="verify-email-banner"
    >
      <Text size="sm">{t("verifyEmailText", { email })}</Text>
      {sent && (
        <Text size="sm" mt="xs" role="status" data-testid="verify-email-sent">
          {t("verifyEmailSent", { email })}
        </Text>
      )}
      {error && (
        <Text size="sm" mt="xs" c="red" role="alert" data-testid="verify-email-error">
          {error}
        </Text>
      )}
      <Group mt="sm">
        <Button size="xs" variant="light" color="yellow" loading={loading} onClick={() => void resend()}>
          {t("verifyEmailResend")}
        </Button>
      </Group>
    </Alert>
  );
}

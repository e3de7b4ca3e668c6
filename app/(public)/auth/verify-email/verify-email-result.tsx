"use client";

import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { HOME, LOGIN } from "@/lib/routing/decide-route";

interface VerifyEmailResultProps {
  status: "verified" | "already" | "invalid";
  /** The verified address, or the signed-in user's. */
  email: string | null;
  signedIn: boolean;
}

/** What opening a verification link did; a bad link offers a new one (signed in) or the way to ask. */
export function VerifyEmailResult({ status, email, signedIn }: VerifyEmailResultProps) {
  const t = useTranslations("auth.verify");
  const { loading, error, submit } = useFormSubmit();
  const [sent, setSent] = useState(false);
  // A full page load, so the shell reads the new state (no reminder any more).
  const next = (
    <Button component="a" href={signedIn ? HOME : LOGIN} fullWidth>
      {signedIn ? t("continue") : t("logIn")}
    </Button>
  );

  if (status !== "invalid") {
    const title = status === "verified" ? t("successTitle") : t("alreadyTitle");
    return (
      <AuthCard title={title}>
        <Stack data-testid="verify-email-result" data-status={status}>
          <Alert color="teal" icon={<IconCircleCheck />}>
            <Text size="sm">
              {status === "verified" ? t("successText", { email: email ?? "" }) : t("alreadyText")}
            </Text>
          </Alert>
          {next}
        </Stack>
      </AuthCard>
    );
  }

  const resend = () =>
    submit(async () => {
      await authApi.resendVerificationEmail();
      setSent(true);
    });
  return (
    <AuthCard title={t("invalidTitle")}>
      <Stack data-testid="verify-email-result" data-status="invalid">
        <Alert color="orange" icon={<IconAlertTriangle />}>
          <Text size="sm">{t("invalidText")}</Text>
        </Alert>
        <FormError error={error} />
        {!signedIn ? (
          <>
            <Text size="sm">{t("invalidSignedOut")}</Text>
            {next}
          </>
        ) : sent ? (
          <Alert color="teal" role="status">
            {t("resent", { email: email ?? "" })}
          </Alert>
        ) : (
          <Button onClick={() => void resend()} loading={loading} fullWidth>
            {t("resend")}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}

"use client";

import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { LOGIN } from "@/lib/routing/decide-route";

/** Confirms an address change with the link's token; the answer says where the account now signs in. */
export function ConfirmEmailChange({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const t = useTranslations("auth.confirmEmail");
  const { loading, error, submit } = useFormSubmit();
  const [email, setEmail] = useState<string | null>(null);

  if (email !== null)
    return (
      <AuthCard title={t("successTitle")}>
        <Stack data-testid="confirm-email-result" data-status="changed">
          <Alert color="teal" icon={<IconCircleCheck />}>
            <Text size="sm">{t("successText", { email })}</Text>
          </Alert>
          {/* A full page load, so the shell reads the new address. */}
          <Button component="a" href={signedIn ? "/settings/profile" : LOGIN} fullWidth>
            {t("continue")}
          </Button>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={t("title")}>
      <Stack data-testid="confirm-email-result" data-status="pending">
        {token === null ? (
          <Alert color="orange" icon={<IconAlertTriangle />}>
            <Text size="sm">{t("missingToken")}</Text>
          </Alert>
        ) : (
          <>
            <Text size="sm">{t("text")}</Text>
            <FormError error={error} testId="confirm-email-error" />
            <Button
              loading={loading}
              fullWidth
              data-testid="confirm-email-submit"
              onClick={() =>
                void submit(async () => {
                  const answer = await authApi.confirmEmailChange({ token });
                  setEmail(answer.email);
                })
              }
            >
              {t("confirm")}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}

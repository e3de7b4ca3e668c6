"use client";

import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowLeft, IconMailCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { translatedResolver } from "@/lib/client/form";
import { requestResetSchema } from "@/lib/schemas/auth";

export function ForgotPasswordForm() {
  const t = useTranslations();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: translatedResolver(requestResetSchema, t),
  });

  const submit = form.onSubmit(({ email }) =>
    run(async () => {
      const normalized = email.trim().toLowerCase();
      await authApi.requestPasswordReset({ email: normalized });
      setSentTo(normalized);
    }),
  );

  const backLink = (
    <Anchor component={Link} href="/auth/login" size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: "middle" }} /> {t("auth.forgot.backToLogin")}
    </Anchor>
  );

  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={sentTo ? undefined : t("auth.forgot.subtitle")}>
      {sentTo ? (
        <Stack>
          <Alert
            color="teal"
            icon={<IconMailCheck />}
            title={t("auth.forgot.successTitle")}
            data-testid="forgot-success"
          >
            {t("auth.forgot.successText", { email: sentTo })}
          </Alert>
          {backLink}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError error={error} />
            <TextInput
              label={t("auth.forgot.email")}
              type="email"
              autoComplete="email"
              autoFocus
              key={form.key("email")}
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={loading} fullWidth>
              {t("auth.forgot.submit")}
            </Button>
            {backLink}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

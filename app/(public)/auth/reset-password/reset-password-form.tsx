"use client";

import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { PasswordChecklist } from "@/components/auth/password-checklist";
import { FormError } from "@/components/ui/form-error";
import { ApiError } from "@/lib/client/api";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { translatedResolver } from "@/lib/client/form";
import { resetPasswordSchema } from "@/lib/schemas/auth";

export function InvalidResetLink() {
  const t = useTranslations("auth.reset");
  return (
    <AuthCard title={t("invalidTitle")}>
      <Stack data-testid="reset-invalid">
        <Alert color="orange" icon={<IconAlertTriangle />}>
          <Text size="sm">{t("invalidText")}</Text>
        </Alert>
        <Button component={Link} href="/auth/forgot-password">
          {t("sendNewLink")}
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const router = useRouter();
  const { loading, error, submit: run } = useFormSubmit();
  const [expired, setExpired] = useState(false);
  const [password, setPassword] = useState("");
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: (values) => translatedResolver(resetPasswordSchema, t)({ ...values, token }),
    onValuesChange: (values) => setPassword(values.newPassword),
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await authApi.resetPassword({ ...values, token });
      } catch (caught) {
        if (!(caught instanceof ApiError && caught.status === 404)) throw caught;
        setExpired(true);
        return;
      }
      notifications.show({ color: "teal", message: t("auth.reset.success") });
      router.push("/auth/login");
      return "navigating";
    }),
  );

  if (expired) return <InvalidResetLink />;
  const criteriaFailed = form.errors.newPassword === t("validation.passwordCriteria");
  return (
    <AuthCard title={t("auth.reset.title")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} />
          <PasswordInput
            label={t("auth.reset.newPassword")}
            autoComplete="new-password"
            autoFocus
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
            error={criteriaFailed ? undefined : form.errors.newPassword}
          />
          <PasswordChecklist value={password} showIntro={criteriaFailed} />
          <PasswordInput
            label={t("auth.reset.confirmPassword")}
            autoComplete="new-password"
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
          <Button type="submit" loading={loading} fullWidth>
            {t("auth.reset.submit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

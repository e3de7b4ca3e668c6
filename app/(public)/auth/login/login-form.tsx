"use client";

import { hardNavigate } from "@/lib/client/navigation";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBrandGoogle, IconShieldLock } from "@tabler/icons-react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { translatedResolver } from "@/lib/client/form";
import { loginSchema } from "@/lib/schemas/auth";
import type { GoogleErrorKind } from "@/lib/server/auth/google-user";

interface LoginFormProps {
  redirectTo: string;
  googleEnabled: boolean;
  /** The single sign-on provider's name (OIDC_NAME) when one is configured. */
  ssoName: string | null;
  /** Why a Google sign-in came back here without a session (next-auth's `error` query). */
  googleError: GoogleErrorKind | null;
  /** Some workspace has its own provider: a link to /auth/sso, which finds it by the work address. */
  ssoOwn: boolean;
}

const GOOGLE_ERROR_TEXT = {
  unverified: "auth.login.googleUnverified",
  googleUnverified: "auth.login.googleAddressUnverified",
  ssoUnverified: "auth.login.ssoAddressUnverified",
  failed: "auth.login.googleFailed",
} as const satisfies Record<GoogleErrorKind, string>;

export function LoginForm({ redirectTo, googleEnabled, ssoName, googleError, ssoOwn }: LoginFormProps) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "", remember: true },
    validate: translatedResolver(loginSchema, t),
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      await authApi.login({ ...values, email: values.email.trim().toLowerCase() });
      // A full navigation, so the proxy routes the fresh session (onboarding, workspaces or home).
      hardNavigate(redirectTo);
      return "navigating";
    }),
  );

  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} testId="login-error" />
          {googleError && !error && (
            <Alert color="orange" role="alert" data-testid="login-google-error">
              {/* next-auth's failure does not say which provider failed: with single sign-on too, neither is named. */}
              {t(
                googleError === "failed" && ssoName
                  ? "auth.login.externalFailed"
                  : GOOGLE_ERROR_TEXT[googleError],
              )}
            </Alert>
          )}
          <TextInput
            label={t("auth.login.email")}
            placeholder={t("auth.login.emailPlaceholder")}
            type="email"
            autoComplete="email"
            autoFocus
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={t("auth.login.password")}
            placeholder={t("auth.login.passwordPlaceholder")}
            autoComplete="current-password"
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Group justify="space-between">
            <Checkbox
              label={t("auth.login.remember")}
              key={form.key("remember")}
              {...form.getInputProps("remember", { type: "checkbox" })}
            />
            <Anchor component={Link} href="/auth/forgot-password" size="sm">
              {t("auth.login.forgot")}
            </Anchor>
          </Group>
          <Button type="submit" loading={loading} fullWidth>
            {t("auth.login.submit")}
          </Button>
          {(googleEnabled || ssoName || ssoOwn) && <Divider label={t("common.or")} labelPosition="center" />}
          {ssoName && (
            <Button
              variant="default"
              leftSection={<IconShieldLock size={18} />}
              onClick={() => void signIn("oidc", { callbackUrl: redirectTo })}
              fullWidth
              data-testid="login-sso"
            >
              {t("auth.login.sso", { provider: ssoName })}
            </Button>
          )}
          {ssoOwn && (
            <Button
              component={Link}
              href={`/auth/sso?redirect=${encodeURIComponent(redirectTo)}`}
              variant="default"
              leftSection={<IconShieldLock size={18} />}
              fullWidth
              data-testid="login-sso-own"
            >
              {t("auth.login.ssoOwn")}
            </Button>
          )}
          {googleEnabled && (
            <Button
              variant="default"
              leftSection={<IconBrandGoogle size={18} />}
              onClick={() => void signIn("google", { callbackUrl: redirectTo })}
              fullWidth
            >
              {t("auth.login.google")}
            </Button>
          )}
          <Text size="sm" ta="center">
            {t("auth.login.noAccount")}{" "}
            <Anchor component={Link} href="/auth/register" underline="always">
              {t("auth.login.signUp")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

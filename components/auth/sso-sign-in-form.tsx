"use client";

import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { hardNavigate } from "@/lib/client/navigation";
import { emailSchema } from "@/lib/schemas/auth";
import type { SsoSignInFailure } from "@/lib/sso/types";

/**
 * The work address, then off to its organisation's provider: the browser goes to /auth/sso/start,
 * which redirects it there. A navigation, not a form's submission: the content security policy's
 * `form-action 'self'` would stop a submission redirected to the provider. What went wrong last
 * time, if anything, above it.
 */
export function SsoSignInForm({
  redirectTo,
  email,
  error,
}: {
  redirectTo: string;
  email: string;
  error: SsoSignInFailure | null;
}) {
  const t = useTranslations("auth.sso");
  const [value, setValue] = useState(email);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  // Back from the provider (the page restored from the back/forward cache): ready again.
  useEffect(() => {
    const ready = () => setSending(false);
    window.addEventListener("pageshow", ready);
    return () => window.removeEventListener("pageshow", ready);
  }, []);
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const email = emailSchema.safeParse(value);
          if (!email.success) {
            setInvalid(true);
            return;
          }
          setSending(true);
          const query = new URLSearchParams({ email: email.data, redirect: redirectTo });
          hardNavigate(`/auth/sso/start?${query}`);
        }}
      >
        <Stack>
          {error && (
            <Alert color="orange" role="alert" data-testid="sso-error">
              {t(`errors.${error}`, { domain: email.split("@")[1] ?? "" })}
            </Alert>
          )}
          <TextInput
            label={t("email")}
            placeholder={t("emailPlaceholder")}
            type="email"
            autoComplete="email"
            autoFocus
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? t("errors.invalidEmail") : undefined}
            data-testid="sso-email"
          />
          <Button
            type="submit"
            leftSection={<IconShieldLock size={18} aria-hidden />}
            loading={sending}
            fullWidth
            data-testid="sso-continue"
          >
            {t("continue")}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} href={`/auth/login?redirect=${encodeURIComponent(redirectTo)}`}>
              {t("back")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

"use client";

import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { CurrentPasswordInput } from "./current-password-input";
import { userApi } from "@/lib/client/users/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { emailSchema } from "@/lib/schemas/auth";
import type { UserProfile } from "@/lib/users/types";

/**
 * The address: verified or not, and a change — a link to the new address, nothing changed until it
 * is opened; while it waits, the pending address and Cancel.
 */
export function EmailSection({
  profile,
  onChange,
}: {
  profile: UserProfile;
  onChange: (profile: UserProfile) => void;
}) {
  const t = useTranslations("profile.email");
  const tv = useTranslations("validation");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useFormSubmit();
  const cancel = useFormSubmit();

  const submit = () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success)
      return setEmailError(tv(parsed.error.issues[0]!.message.replace(/^validation\./, "")));
    setEmailError(null);
    void request.submit(async () => {
      onChange(
        await userApi.requestEmailChange(profile.id, {
          email: parsed.data,
          password: profile.hasPassword ? password : undefined,
        }),
      );
      setEmail("");
      setPassword("");
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-email">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("title")}
        </Title>
        <Group gap="xs">
          <Text size="sm">{t("current", { email: profile.email })}</Text>
          <Badge color={profile.emailVerified ? "teal" : "orange"} variant="light">
            {profile.emailVerified ? t("verified") : t("unverified")}
          </Badge>
        </Group>
        {profile.pendingEmail ? (
          <Alert color="blue" icon={<IconMailForward />} data-testid="profile-email-pending">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("pending", { email: profile.pendingEmail })}</Text>
              <Button
                size="xs"
                variant="default"
                loading={cancel.loading}
                onClick={() =>
                  void cancel.submit(async () => {
                    onChange(await userApi.cancelEmailChange(profile.id));
                    notifications.show({ color: "teal", message: t("cancelled") });
                  })
                }
                data-testid="profile-email-cancel"
              >
                {t("cancel")}
              </Button>
              <FormError error={cancel.error} />
            </Stack>
          </Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm" maw={420}>
              <TextInput
                type="email"
                label={t("new")}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
                autoComplete="email"
                data-testid="profile-email-input"
              />
              <CurrentPasswordInput
                hasPassword={profile.hasPassword}
                value={password}
                onChange={setPassword}
                testId="profile-email-password"
              />
              <FormError error={request.error} testId="profile-email-error" />
              <Group>
                <Button
                  type="submit"
                  loading={request.loading}
                  disabled={!email.trim()}
                  data-testid="profile-email-submit"
                >
                  {t("submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

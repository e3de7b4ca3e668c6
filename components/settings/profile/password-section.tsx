"use client";

import { Button, Card, Checkbox, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PasswordChecklist } from "@/components/auth/password-checklist";
import { FormError } from "@/components/ui/form-error";
import { userApi } from "@/lib/client/users/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { newPasswordSchema } from "@/lib/schemas/auth";

/**
 * A new password, proved by the current one (an account without a password sets its first one), the
 * spec's checklist ticked as it is typed, and whether to sign out everywhere else.
 */
export function PasswordSection({
  userId,
  hasPassword,
  onSaved,
}: {
  userId: string;
  hasPassword: boolean;
  onSaved: (signedOut: number) => void;
}) {
  const t = useTranslations("profile.password");
  const tv = useTranslations("validation");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [tried, setTried] = useState(false);
  const { loading, error, submit } = useFormSubmit();
  const valid = newPasswordSchema.safeParse(next).success;
  const currentMissing = hasPassword && tried && current === "";

  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-password">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!valid || (hasPassword && current === "")) return;
          void submit(async () => {
            const answer = await userApi.changePassword(userId, {
              currentPassword: hasPassword ? current : undefined,
              newPassword: next,
              signOutOthers,
            });
            setCurrent("");
            setNext("");
            setTried(false);
            notifications.show({
              color: "teal",
              message: t("changedSignedOut", { count: answer.signedOut }),
            });
            onSaved(answer.signedOut);
          });
        }}
      >
        <Stack gap="sm" maw={420}>
          <Title order={3} size="h4">
            {hasPassword ? t("title") : t("setTitle")}
          </Title>
          {!hasPassword && (
            <Text size="sm" c="dimmed">
              {t("setHint")}
            </Text>
          )}
          {hasPassword && (
            <PasswordInput
              label={t("current")}
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={currentMissing ? tv("currentPasswordRequired") : undefined}
              autoComplete="current-password"
              data-testid="profile-password-current"
            />
          )}
          <PasswordInput
            label={t("new")}
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            autoComplete="new-password"
            data-testid="profile-password-new"
          />
          <PasswordChecklist value={next} showIntro={tried && !valid} />
          <Checkbox
            label={t("signOutOthers")}
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.currentTarget.checked)}
            data-testid="profile-password-sign-out"
          />
          <FormError error={error} testId="profile-password-error" />
          <Group>
            <Button type="submit" loading={loading} data-testid="profile-password-submit">
              {hasPassword ? t("submit") : t("setSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

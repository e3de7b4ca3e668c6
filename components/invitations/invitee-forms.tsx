"use client";

import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { PasswordChecklist } from "@/components/auth/password-checklist";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { existingInviteeSchema, newInviteeSchema } from "@/lib/schemas/invitation";

/** Runs the accept call; resolves "navigating" once the browser is on its way into the workspace. */
export type AcceptWith = (fields: { name?: string; password?: string }) => Promise<"navigating" | void>;

/** A person without an account: name and a new password (with the live checklist). */
export function NewInviteeForm({ onAccept }: { onAccept: AcceptWith }) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const [password, setPassword] = useState("");
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: "", password: "" },
    validate: translatedResolver(newInviteeSchema, t),
    onValuesChange: (values) => setPassword(values.password),
  });
  const submit = form.onSubmit((values) => run(() => onAccept(values)));
  const criteriaFailed = form.errors.password === t("validation.passwordCriteria");

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("invitations.accept.newUserHint")}
        </Text>
        <FormError error={error} testId="invite-error" />
        <TextInput
          label={t("invitations.accept.name")}
          placeholder={t("invitations.accept.namePlaceholder")}
          autoComplete="name"
          autoFocus
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <PasswordInput
          label={t("invitations.accept.newPassword")}
          placeholder={t("invitations.accept.newPasswordPlaceholder")}
          autoComplete="new-password"
          key={form.key("password")}
          {...form.getInputProps("password")}
          error={criteriaFailed ? undefined : form.errors.password}
        />
        <PasswordChecklist value={password} showIntro={criteriaFailed} />
        <Button type="submit" loading={loading} fullWidth>
          {t("invitations.accept.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** Someone who already has an account: their password only. */
export function ExistingInviteeForm({ onAccept }: { onAccept: AcceptWith }) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "" },
    validate: translatedResolver(existingInviteeSchema, t),
  });
  const submit = form.onSubmit((values) => run(() => onAccept(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("invitations.accept.existingUserHint")}
        </Text>
        <FormError error={error} testId="invite-error" />
        <PasswordInput
          label={t("invitations.accept.password")}
          placeholder={t("invitations.accept.passwordPlaceholder")}
          autoComplete="current-password"
          autoFocus
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} href="/auth/forgot-password" size="sm">
            {t("invitations.accept.forgotPassword")}
          </Anchor>
        </Group>
        <Button type="submit" loading={loading} fullWidth>
          {t("invitations.accept.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** Signed in with the invited e-mail already: one button. */
export function SignedInAccept({ email, onAccept }: { email: string; onAccept: AcceptWith }) {
  const t = useTranslations("invitations.accept");
  const { loading, error, submit: run } = useFormSubmit();
  return (
    <Stack>
      <Text size="sm" c="dimmed" data-testid="invite-signed-in">
        {t("signedInHint", { email })}
      </Text>
      <FormError error={error} testId="invite-error" />
      <Button loading={loading} fullWidth onClick={() => void run(() => onAccept({}))}>
        {t("submit")}
      </Button>
    </Stack>
  );
}

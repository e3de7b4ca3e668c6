"use client";

import { Button, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import type * as z from "@/lib/zod";
import { InviteRowsField } from "@/components/wizard/invite-rows-field";
import { StepActions } from "@/components/wizard/step-actions";
import { translatedResolver } from "@/lib/client/form";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import {
  defaultInviteRow,
  hasValidEmail,
  inviteStepSchema,
  type InviteRole,
  type InviteRow,
} from "./invite-rows";

interface InviteValues {
  users: InviteRow[];
  accessToAll: boolean;
}

/** Step 1 'Invite members': e-mail + role rows (default admin) and the access-to-all switch. */
export function InviteStep({
  initial,
  onNext,
  onBack,
  onSkip,
}: {
  initial: InviteValues;
  onNext: (values: InviteValues) => void;
  onBack: (values: InviteValues) => void;
  onSkip: () => void;
}) {
  const t = useTranslations();
  const resolve = translatedResolver(inviteStepSchema, t);
  const form = useForm<InviteValues>({
    mode: "controlled",
    initialValues: initial,
    // A row's role may be empty while editing; the schema is what reports it.
    validate: (values) => resolve(values as z.input<typeof inviteStepSchema>),
    validateInputOnBlur: true,
  });
  const { users, accessToAll } = form.values;
  const roles = ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`onboarding.roles.${value}`) }));

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onNext({ ...values, users: values.users.map((u) => ({ ...u, email: u.email.trim() })) }),
      )}
      noValidate
    >
      <Stack>
        <InviteRowsField
          namespace="onboarding"
          rows={users}
          error={form.errors.users}
          fields={(_row, index) => ({
            invitee: (
              <TextInput
                style={{ flex: 1 }}
                type="email"
                label={t("onboarding.email")}
                placeholder={t("onboarding.emailPlaceholder")}
                maxLength={254}
                autoFocus={index === 0}
                {...form.getInputProps(`users.${index}.email`)}
              />
            ),
            role: {
              data: roles,
              ...form.getInputProps(`users.${index}.role`),
              onChange: (value) => form.setFieldValue(`users.${index}.role`, value as InviteRole | null),
            },
          })}
          onRemove={(index) => form.removeListItem("users", index)}
          onAdd={() => form.insertListItem("users", defaultInviteRow())}
        />
        {users.some((row) => row.role === "admin") && (
          <Switch
            label={t("onboarding.accessToAll")}
            description={t("onboarding.accessToAllHint")}
            checked={accessToAll}
            onChange={(event) => form.setFieldValue("accessToAll", event.currentTarget.checked)}
          />
        )}
        <StepActions
          onBack={() => onBack(form.getValues())}
          onSkip={onSkip}
          primary={
            <Button type="submit" disabled={!hasValidEmail(users)}>
              {t("onboarding.inviteMembers")}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}

"use client";

import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type * as z from "@/lib/zod";
import { translatedResolver } from "@/lib/client/form";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import {
  defaultInviteRow,
  hasValidEmail,
  inviteStepSchema,
  type InviteRole,
  type InviteRow,
} from "./invite-rows";
import { StepActions } from "./step-actions";

interface InviteValues {
  users: InviteRow[];
  accessToAll: boolean;
}

const MAX_ROWS = 20;

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
  const listError = form.errors.users;

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onNext({ ...values, users: values.users.map((u) => ({ ...u, email: u.email.trim() })) }),
      )}
      noValidate
    >
      <Stack>
        <Stack gap="sm" data-testid="invite-rows">
          {users.map((row, index) => (
            <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm">
              <TextInput
                style={{ flex: 1 }}
                type="email"
                label={t("onboarding.email")}
                placeholder={t("onboarding.emailPlaceholder")}
                maxLength={254}
                autoFocus={index === 0}
                {...form.getInputProps(`users.${index}.email`)}
              />
              <Select
                w={{ base: 120, xs: 150 }}
                label={t("onboarding.role")}
                placeholder={t("onboarding.rolePlaceholder")}
                data={roles}
                {...form.getInputProps(`users.${index}.role`)}
                onChange={(value) => form.setFieldValue(`users.${index}.role`, value as InviteRole | null)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                size="lg"
                aria-label={t("onboarding.removeUser", { number: index + 1 })}
                onClick={() => form.removeListItem("users", index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {typeof listError === "string" && (
            <Text c="red" size="sm" role="alert">
              {listError}
            </Text>
          )}
          {users.length === 0 && !listError && (
            <Text c="red" size="sm" role="alert">
              {t("validation.atLeastOneUser")}
            </Text>
          )}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            disabled={users.length >= MAX_ROWS}
            onClick={() => form.insertListItem("users", defaultInviteRow())}
          >
            {t("onboarding.addUser")}
          </Button>
        </Stack>
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

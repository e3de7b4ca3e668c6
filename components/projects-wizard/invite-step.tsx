"use client";

import { ActionIcon, Alert, Autocomplete, Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type * as z from "@/lib/zod";
import { StepActions } from "@/components/onboarding/step-actions";
import { translatedResolver } from "@/lib/client/form";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import {
  defaultInviteRow,
  hasInvitee,
  inviteStepSchema,
  resolveRow,
  roleAllowed,
  type InviteRole,
  type InviteRow,
  type KnownMember,
} from "./invite-rows";
import type { KnownMembersState } from "./use-known-members";

const MAX_ROWS = 20;

interface InviteStepProps {
  initial: InviteRow[];
  known: KnownMembersState & { retry: () => void };
  onNext: (users: InviteRow[]) => void;
  onBack: (users: InviteRow[]) => void;
  onSkip: () => void;
}

/**
 * Step 1 'Invite members': rows of a workspace member (picked by name) or an e-mail to invite,
 * each with a role (default admin). Members are added to the project; e-mails get an invitation.
 */
export function InviteStep({ initial, known, onNext, onBack, onSkip }: InviteStepProps) {
  const t = useTranslations();
  const members = useRef<KnownMember[]>(known.members);
  useEffect(() => {
    members.current = known.members;
  }, [known.members]);
  const form = useForm<{ users: InviteRow[] }>({
    mode: "controlled",
    initialValues: { users: initial },
    // The members arrive after the first render: validate against the latest list.
    validate: (values) =>
      translatedResolver(
        inviteStepSchema(members.current),
        t,
      )(values as z.input<ReturnType<typeof inviteStepSchema>>),
    validateInputOnBlur: true,
  });
  const { users } = form.values;
  const byLabel = new Map(known.members.map((member) => [member.label, member]));
  const listError = form.errors.users;

  const pick = (index: number, label: string) => {
    const member = byLabel.get(label);
    const role = users[index]?.role;
    // A viewer or guest of the workspace can be given at most viewer access.
    if (member && role && !roleAllowed(member, role)) form.setFieldValue(`users.${index}.role`, "viewer");
  };

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onNext(values.users.map((row) => ({ ...row, value: row.value.trim() }))),
      )}
      noValidate
    >
      <Stack>
        {known.status === "error" && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t("projectWizard.membersFailed")}</Text>
              <Button size="xs" variant="light" onClick={known.retry}>
                {t("projectWizard.retry")}
              </Button>
            </Group>
          </Alert>
        )}
        <Stack gap="sm" data-testid="invite-rows">
          {users.map((row, index) => {
            const resolved = resolveRow(row.value, known.members);
            const member = resolved.kind === "member" ? resolved.member : null;
            const roles = ASSIGNABLE_ROLES.map((value) => ({
              value,
              label: t(`projectWizard.roles.${value}`),
              disabled: !roleAllowed(member, value),
            }));
            return (
              <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm">
                <Autocomplete
                  style={{ flex: 1 }}
                  label={t("projectWizard.user")}
                  placeholder={t("projectWizard.userPlaceholder")}
                  description={
                    member
                      ? t("projectWizard.willAdd")
                      : resolved.kind === "email"
                        ? t("projectWizard.willInvite")
                        : undefined
                  }
                  data={known.members.map((m) => m.label)}
                  filter={({ options, search }) => {
                    const text = search.trim().toLowerCase();
                    return options.filter((option) => {
                      if (!("value" in option)) return false;
                      const candidate = byLabel.get(option.value);
                      return (
                        !text ||
                        option.value.toLowerCase().includes(text) ||
                        (candidate?.email.toLowerCase().includes(text) ?? false)
                      );
                    });
                  }}
                  renderOption={({ option }) => {
                    const candidate = byLabel.get(option.value);
                    return (
                      <Stack gap={0}>
                        <Text size="sm">{candidate?.name ?? option.value}</Text>
                        {candidate && (
                          <Text size="xs" c="dimmed">
                            {candidate.email} · {t(`projectWizard.workspaceRoles.${candidate.role}`)}
                          </Text>
                        )}
                      </Stack>
                    );
                  }}
                  limit={50}
                  maxLength={300}
                  autoFocus={index === 0}
                  rightSection={known.status === "loading" ? <Loader size={14} /> : undefined}
                  {...form.getInputProps(`users.${index}.value`)}
                  onOptionSubmit={(label) => pick(index, label)}
                  data-testid="invite-user"
                />
                <Select
                  w={{ base: 120, xs: 150 }}
                  label={t("projectWizard.role")}
                  placeholder={t("projectWizard.rolePlaceholder")}
                  data={roles}
                  allowDeselect={false}
                  {...form.getInputProps(`users.${index}.role`)}
                  onChange={(value) => form.setFieldValue(`users.${index}.role`, value as InviteRole | null)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  size="lg"
                  aria-label={t("projectWizard.removeUser", { number: index + 1 })}
                  onClick={() => form.removeListItem("users", index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            );
          })}
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
            {t("projectWizard.addUser")}
          </Button>
        </Stack>
        <StepActions
          onBack={() => onBack(form.getValues().users)}
          onSkip={onSkip}
          primary={
            <Button type="submit" disabled={!hasInvitee(users, known.members)}>
              {t("projectWizard.inviteMembers")}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}

"use client";

import { Alert, Autocomplete, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type * as z from "@/lib/zod";
import { InviteRowsField } from "@/components/wizard/invite-rows-field";
import { StepActions } from "@/components/wizard/step-actions";
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
        <InviteRowsField
          namespace="projectWizard"
          rows={users}
          error={form.errors.users}
          fields={(row, index) => {
            const resolved = resolveRow(row.value, known.members);
            const member = resolved.kind === "member" ? resolved.member : null;
            const roles = ASSIGNABLE_ROLES.map((value) => ({
              value,
              label: t(`projectWizard.roles.${value}`),
              disabled: !roleAllowed(member, value),
            }));
            const invitee = (
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
            );
            return {
              invitee,
              role: {
                data: roles,
                allowDeselect: false,
                ...form.getInputProps(`users.${index}.role`),
                onChange: (value) => form.setFieldValue(`users.${index}.role`, value as InviteRole | null),
              },
            };
          }}
          onRemove={(index) => form.removeListItem("users", index)}
          onAdd={() => form.insertListItem("users", defaultInviteRow())}
        />
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

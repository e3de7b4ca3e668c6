"use client";

import { Button, Group, List, Select, Stack, TagsInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { inviteModuleMembersFormSchema } from "@/lib/schemas/module-members";

type FormValues = { emails: string[]; role: (typeof ASSIGNABLE_ROLES)[number] };

/**
 * E-mails (split on comma, space or Enter) and one role. One call per e-mail, awaited together
 * (§7); 'Invitation sent!' shows for 5 s when any went through, the failed ones are listed in an
 * error toast and stay in the field to retry.
 */
export function InviteMembersForm({
  api,
  suggestions,
  onInvited,
}: {
  api: ModuleMembersApi;
  suggestions: string[];
  onInvited: () => void;
}) {
  const t = useTranslations();
  const [sending, setSending] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { emails: [], role: "member" },
    validate: translatedResolver(inviteModuleMembersFormSchema, t),
  });

  const submit = form.onSubmit(async ({ emails, role }) => {
    const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    setSending(true);
    const outcomes = await Promise.allSettled(
      unique.map((email) => api.invite({ email, role, permissions: {} })),
    );
    setSending(false);
    const failed = unique.flatMap((email, index) => {
      const outcome = outcomes[index];
      return outcome?.status === "rejected"
        ? [{ email, reason: errorMessage(outcome.reason, t("errors.networkError")) }]
        : [];
    });
    if (failed.length < unique.length) {
      notifications.show({
        color: "teal",
        title: t("moduleMembers.invite.sentTitle"),
        message: t("moduleMembers.invite.sentText"),
        autoClose: 5000,
      });
    }
    if (failed.length > 0) {
      notifications.show({
        color: "red",
        title: t("moduleMembers.invite.failedTitle"),
        message: (
          <List size="sm" data-testid="invite-failures">
            {failed.map(({ email, reason }) => (
              <List.Item key={email}>{t("moduleMembers.invite.failedItem", { email, reason })}</List.Item>
            ))}
          </List>
        ),
        autoClose: 10_000,
      });
    }
    form.setFieldValue(
      "emails",
      failed.map(({ email }) => email),
    );
    onInvited();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="invite-members-form">
      <Stack gap="xs">
        <TagsInput
          label={t("moduleMembers.invite.emails")}
          placeholder={t("moduleMembers.invite.emailsPlaceholder")}
          description={t("moduleMembers.invite.emailsHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data={suggestions}
          splitChars={[",", " ", ";"]}
          acceptValueOnBlur
          openOnFocus={false}
          limit={8}
          clearable
          withAsterisk
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("emails")}
        />
        <Group align="flex-end" justify="space-between" gap="sm">
          <Select
            label={t("moduleMembers.invite.role")}
            data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`userManagement.roles.${role}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={180}
            {...form.getInputProps("role")}
          />
          <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
            {t("moduleMembers.invite.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

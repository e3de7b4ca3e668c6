"use client";

import { Button, Group, Select, Stack, TagsInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { translatedResolver } from "@/lib/client/form";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { inviteModuleMembersFormSchema } from "@/lib/schemas/module-members";
import { showFailures, showInvited, useInviteEach } from "./use-invite-each";

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
  const { sending, inviteEach } = useInviteEach(api);
  const form = useForm<FormValues>({
    initialValues: { emails: [], role: "member" },
    validate: translatedResolver(inviteModuleMembersFormSchema, t),
  });

  const submit = form.onSubmit(async ({ emails, role }) => {
    const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    const failed = await inviteEach(unique, (email) => email, role);
    if (failed.length < unique.length) {
      showInvited(t("moduleMembers.invite.sentTitle"), t("moduleMembers.invite.sentText"));
    }
    if (failed.length > 0) {
      showFailures(
        t("moduleMembers.invite.failedTitle"),
        "invite-failures",
        failed.map(({ item: email, reason }) => ({
          key: email,
          text: t("moduleMembers.invite.failedItem", { email, reason }),
        })),
      );
    }
    form.setFieldValue(
      "emails",
      failed.map(({ item: email }) => email),
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

"use client";

import { Button, Group, MultiSelect, Select, Stack, Text, type OptionsFilter } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { translatedResolver } from "@/lib/client/form";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import { matchesUser, type AddableUser } from "@/lib/modules/add-members";
import { addModuleMembersFormSchema, type AddModuleMembersForm } from "@/lib/schemas/module-members";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { showFailures, showInvited, useInviteEach } from "./use-invite-each";

/** Options shown at once; typing narrows a large workspace down. */
const OPTIONS_LIMIT = 50;

/**
 * Members (workspace users, searchable by name or e-mail) and one Access role, member by default.
 * One call per user, by e-mail, awaited together (§7): when all went through, a success toast and
 * `onDone`; otherwise the failed ones are listed in an error toast and stay selected to retry, and
 * `onPartial` reloads who is left to add.
 */
export function AddMembersForm({
  api,
  users,
  moduleName,
  onDone,
  onPartial,
  onCancel,
}: {
  api: ModuleMembersApi;
  users: AddableUser[];
  moduleName: string;
  onDone: () => void;
  onPartial: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  const { sending, inviteEach } = useInviteEach(api);
  const form = useForm<AddModuleMembersForm>({
    initialValues: { users: [], role: "member" },
    validate: translatedResolver(addModuleMembersFormSchema, t),
  });

  const byId = useMemo(() => new Map(users.map((user) => [user.id, user])), [users]);
  const options = useMemo(() => users.map((user) => ({ value: user.id, label: user.name })), [users]);
  // Mantine filters on the label only; the e-mail matches too.
  const filter: OptionsFilter = ({ options: shown, search, limit }) =>
    shown
      .filter((option) => {
        const user = "value" in option ? byId.get(String(option.value)) : undefined;
        return user ? matchesUser(user, search) : false;
      })
      .slice(0, limit);

  const submit = form.onSubmit(async ({ users: ids, role }) => {
    const chosen = ids.flatMap((id) => byId.get(id) ?? []);
    const failed = await inviteEach(chosen, (user) => user.email, role);
    if (failed.length < chosen.length) {
      showInvited(
        t("moduleMembers.add.addedTitle"),
        t("moduleMembers.add.addedText", { count: chosen.length - failed.length, module: moduleName }),
      );
    }
    if (failed.length === 0) {
      onDone();
      return;
    }
    showFailures(
      t("moduleMembers.add.failedTitle"),
      "add-members-failures",
      failed.map(({ item: user, reason }) => ({
        key: user.id,
        text: t("moduleMembers.add.failedItem", { name: user.name, reason }),
      })),
    );
    form.setFieldValue(
      "users",
      failed.map(({ item: user }) => user.id),
    );
    onPartial();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="add-members-form">
      <Stack gap="md">
        <MultiSelect
          label={t("moduleMembers.add.members")}
          placeholder={t("moduleMembers.add.membersPlaceholder")}
          data={options}
          filter={filter}
          limit={OPTIONS_LIMIT}
          renderOption={({ option }) => (
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {option.label}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {byId.get(option.value)?.email}
              </Text>
            </div>
          )}
          nothingFoundMessage={t("moduleMembers.add.nothingFound")}
          searchable
          hidePickedOptions
          clearable
          withAsterisk
          maxDropdownHeight={240}
          openOnFocus={false}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          data-testid="add-members-users"
          {...form.getInputProps("users")}
        />
        <Select
          label={t("moduleMembers.add.access")}
          data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`userManagement.roles.${role}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="add-members-role"
          {...form.getInputProps("role")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {t("moduleMembers.add.cancel")}
          </Button>
          <Button
            type="submit"
            loading={sending}
            leftSection={<IconUserPlus size={16} aria-hidden />}
            data-testid="add-members-submit"
          >
            {t("moduleMembers.add.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

"use client";

import { ActionIcon, Button, Group, Select, Stack, Text, type SelectProps } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

const MAX_ROWS = 20;

interface InviteRowsFieldProps<Row extends { key: string }> {
  /** The wizard's messages: `role`, `rolePlaceholder`, `removeUser` and `addUser`. */
  namespace: "onboarding" | "projectWizard";
  rows: Row[];
  /** The schema's error for the list as a whole. */
  error: ReactNode;
  /** A row's own field (who is invited) and its role select's data, value and handlers. */
  fields: (row: Row, index: number) => { invitee: ReactNode; role: SelectProps };
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/**
 * The rows of a wizard's 'Invite members' step: who, a role and a remove button per row, the list's
 * error (or 'at least one user' when every row is gone) and 'Add user' (at most 20 rows).
 */
export function InviteRowsField<Row extends { key: string }>({
  namespace,
  rows,
  error,
  fields,
  onRemove,
  onAdd,
}: InviteRowsFieldProps<Row>) {
  const t = useTranslations(namespace);
  const tValidation = useTranslations("validation");
  return (
    <Stack gap="sm" data-testid="invite-rows">
      {rows.map((row, index) => {
        const { invitee, role } = fields(row, index);
        return (
          <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm">
            {invitee}
            <Select
              w={{ base: 120, xs: 150 }}
              label={t("role")}
              placeholder={t("rolePlaceholder")}
              {...role}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={28}
              size="lg"
              aria-label={t("removeUser", { number: index + 1 })}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {typeof error === "string" && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {rows.length === 0 && !error && (
        <Text c="red" size="sm" role="alert">
          {tValidation("atLeastOneUser")}
        </Text>
      )}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={rows.length >= MAX_ROWS}
        onClick={onAdd}
      >
        {t("addUser")}
      </Button>
    </Stack>
  );
}

"use client";

import { Avatar, Badge, Group, Select, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

// The cells both members tables share (a workspace's User management, a module's members): the
// person, the e-mail, the role, and the empty row. Each table keeps its own columns and actions.

/** Avatar, name and the 'Me' marker; `foldedEmail` shows the e-mail under the name on small screens. */
export function PersonCell({
  name,
  me,
  meLabel,
  foldedEmail,
  meTestId,
}: {
  name: string;
  me: boolean;
  meLabel: string;
  /** Shown under the name below the `sm` breakpoint, where the e-mail column is hidden. */
  foldedEmail?: string;
  meTestId?: string;
}) {
  return (
    <Table.Td>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={name} color="initials" size={32} style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          {foldedEmail !== undefined && (
            <Text size="xs" c="dimmed" truncate hiddenFrom="sm">
              {foldedEmail}
            </Text>
          )}
        </div>
        {me && (
          <Badge size="sm" variant="light" data-testid={meTestId} style={{ flexShrink: 0 }}>
            {meLabel}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}

/** The e-mail column (`visibleFrom`: hidden below that breakpoint, see PersonCell's foldedEmail). */
export function EmailCell({ email, visibleFrom }: { email?: string | null; visibleFrom?: "sm" }) {
  return (
    <Table.Td visibleFrom={visibleFrom}>
      <Text size="sm" truncate>
        {email}
      </Text>
    </Table.Td>
  );
}

export interface RoleOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * An owner's fixed badge, else a role dropdown (`editable`) or the role's name. `onChange` gets the
 * picked value (never a deselect).
 */
export function RoleCell({
  owner,
  ownerLabel,
  role,
  roleLabel,
  editable,
  options,
  onChange,
  busy,
  ariaLabel,
  testId,
  minWidth,
}: {
  owner: boolean;
  ownerLabel: string;
  role: string;
  roleLabel: string;
  editable: boolean;
  options: RoleOption[];
  onChange: (value: string | null) => void;
  busy: boolean;
  ariaLabel: string;
  testId?: string;
  minWidth?: number;
}) {
  let content: ReactNode;
  if (owner)
    content = (
      <Badge color="grape" variant="light">
        {ownerLabel}
      </Badge>
    );
  else if (editable)
    content = (
      <Select
        size="xs"
        miw={minWidth}
        data={options}
        value={role}
        onChange={onChange}
        disabled={busy}
        allowDeselect={false}
        aria-label={ariaLabel}
        comboboxProps={{ withinPortal: true }}
        data-testid={testId}
      />
    );
  else content = <Text size="sm">{roleLabel}</Text>;
  return <Table.Td>{content}</Table.Td>;
}

/** The row a table shows when it holds nobody. */
export function EmptyMembersRow({
  colSpan,
  text,
  testId,
}: {
  colSpan: number;
  text: string;
  testId?: string;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py="lg" data-testid={testId}>
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

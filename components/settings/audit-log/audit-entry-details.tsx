"use client";

import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { AuditEntry } from "@/lib/audit/types";
import classes from "./audit-log.module.css";

/** One changed field: its name and its value before and after (undefined: the side did not have it). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields an entry changed, in the order it recorded them: those it had before first, then new ones. */
export function fieldChanges(entry: Pick<AuditEntry, "before" | "after">): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A recorded value as text: null for nothing (shown as "—"), JSON indented for lists and objects. */
function valueText(value: unknown): { text: string; block: boolean } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return { text: value, block: false };
  if (typeof value === "number" || typeof value === "boolean") return { text: String(value), block: false };
  return { text: JSON.stringify(value, null, 2), block: true };
}

function Value({ value, none, testId }: { value: unknown; none: string; testId: string }) {
  const shown = valueText(value);
  if (!shown)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {none}
      </Text>
    );
  if (shown.block)
    return (
      <Code block className={classes.value} data-testid={testId}>
        {shown.text}
      </Code>
    );
  return (
    <Text size="sm" className={classes.breakWord} data-testid={testId}>
      {shown.text}
    </Text>
  );
}

/**
 * One entry opened in the log: what changed, field by field (the value before and after; "—" where
 * there was none), then where it came from — the address, the browser or tool, the API token — and
 * the target's id.
 */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("settings.auditLog");
  const changes = fieldChanges(entry);
  const none = t("none");

  return (
    <Stack gap="md" py="xs" data-testid="audit-entry-details">
      <Stack gap={6}>
        <Title order={4} size="h6">
          {t("changes")}
        </Title>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="audit-entry-no-changes">
            {t("noChanges")}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={4} withTableBorder data-testid="audit-entry-diff">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="20%">{t("field")}</Table.Th>
                <Table.Th w="40%">{t("before")}</Table.Th>
                <Table.Th w="40%">{t("after")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.field} data-testid="audit-diff-row" data-field={change.field}>
                  <Table.Th scope="row" fw={500} ff="monospace" fz="xs">
                    {change.field}
                  </Table.Th>
                  <Table.Td>
                    <Value value={change.before} none={none} testId="audit-diff-before" />
                  </Table.Td>
                  <Table.Td>
                    <Value value={change.after} none={none} testId="audit-diff-after" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Table fz="sm" withRowBorders={false} verticalSpacing={2} w="auto" data-testid="audit-entry-origin">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              {t("ipAddress")}
            </Table.Th>
            <Table.Td ff="monospace">{entry.ip ?? none}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              {t("userAgent")}
            </Table.Th>
            <Table.Td className={classes.breakWord} data-testid="audit-entry-user-agent">
              {entry.userAgent ?? none}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              {t("token")}
            </Table.Th>
            <Table.Td ff={entry.tokenPrefix ? "monospace" : undefined}>
              {entry.tokenPrefix ? t("tokenPrefix", { prefix: entry.tokenPrefix }) : t("noToken")}
            </Table.Td>
          </Table.Tr>
          {entry.targetId && (
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                {t("targetId")}
              </Table.Th>
              <Table.Td ff="monospace">{entry.targetId}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

"use client";

import { Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { ExpandToggle } from "@/components/ui/expand-toggle";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import type { AuditEntry } from "@/lib/audit/types";
import { AuditEntryDetails } from "./audit-entry-details";
import classes from "./audit-log.module.css";
import { useAuditText } from "./use-audit-text";

const COLUMNS = 6;

/**
 * The log's entries, newest first: when (in the viewer's zone), who (name and e-mail as then; the
 * system for what no person did), the action, its target, and the address it came from (with the
 * API token's prefix when one was used). Each row opens in place to show what changed.
 */
export function AuditLogTable({ entries, loading }: { entries: readonly AuditEntry[]; loading: boolean }) {
  const t = useTranslations("settings.auditLog");
  const { actionLabel, targetLabel, when } = useAuditText();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const none = t("none");

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" fz="sm" aria-busy={loading} data-testid="audit-log-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{t("details")}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t("time")}</Table.Th>
            <Table.Th>{t("actor")}</Table.Th>
            <Table.Th>{t("action")}</Table.Th>
            <Table.Th>{t("target")}</Table.Th>
            <Table.Th>{t("address")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && entries.length === 0 && <SkeletonRows rows={5} columns={COLUMNS} />}
          {entries.map((entry) => {
            const label = { action: actionLabel(entry.action), time: when(entry.createdAt) };
            const expanded = open.has(entry.id);
            const detailsId = `audit-entry-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <Table.Tr data-testid="audit-entry" data-entry-id={entry.id} data-action={entry.action}>
                  <Table.Td>
                    <ExpandToggle
                      expanded={expanded}
                      controls={detailsId}
                      label={expanded ? t("hideDetails", label) : t("showDetails", label)}
                      onToggle={() => toggle(entry.id)}
                      testId="audit-entry-toggle"
                    />
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={entry.createdAt}>{label.time}</time>
                  </Table.Td>
                  <Table.Td maw={260} data-testid="audit-entry-actor">
                    {entry.actor ? (
                      <>
                        <Text size="sm" fw={500}>
                          {entry.actor.name}
                        </Text>
                        <Text size="xs" c="dimmed" className={classes.breakWord}>
                          {entry.actor.email}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t("system")}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="audit-entry-action">
                    <Text size="sm" fw={500}>
                      {label.action}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {entry.action}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={280} data-testid="audit-entry-target">
                    <Text size="sm" className={classes.breakWord}>
                      {entry.targetLabel ?? entry.targetId ?? none}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {targetLabel(entry.targetType)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid="audit-entry-address">
                    <Text size="sm" ff="monospace">
                      {entry.ip ?? none}
                    </Text>
                    {entry.tokenPrefix && (
                      <Badge
                        variant="light"
                        color="violet"
                        size="sm"
                        tt="none"
                        mt={4}
                        data-testid="audit-entry-token"
                      >
                        {t("viaToken", { prefix: entry.tokenPrefix })}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsId} data-testid="audit-entry-expanded">
                    <Table.Td colSpan={COLUMNS}>
                      <AuditEntryDetails entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

"use client";

import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ImportResult } from "@/modules/task-management/schemas/import";

/** How many problems the summary lists (the rest are counted). */
const LISTED = 50;

/**
 * What an import made, skipped and did not understand; each problem by the row's line in the CSV
 * file, or the card's place in the Trello board (`unit`).
 */
export function ImportSummary({
  result,
  total,
  error,
  unit,
  onClose,
}: {
  result: ImportResult;
  total: number;
  error: string | null;
  unit: "row" | "card";
  onClose: () => void;
}) {
  const t = useTranslations("tasks.import");
  const tAll = useTranslations();
  const problem = (row: number, text: string) =>
    unit === "row" ? t("rowProblem", { row, problem: text }) : t("cardProblem", { card: row, problem: text });
  return (
    <Stack gap="sm" data-testid="task-import-done">
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {error}
        </Alert>
      )}
      <Text fw={500} data-testid="task-import-created">
        {t(unit === "row" ? "created" : "createdCards", { count: result.created, total })}
      </Text>
      {result.columnsCreated.length > 0 && (
        <Text size="sm">{t("columnsCreated", { names: result.columnsCreated.join(", ") })}</Text>
      )}
      {result.skipped.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t(unit === "row" ? "skipped" : "skippedCards", { count: result.skipped.length })}
          </Text>
          <List size="sm" data-testid="task-import-skipped">
            {result.skipped.slice(0, LISTED).map((item) => (
              <List.Item key={item.row}>{problem(item.row, tAll(item.reason))}</List.Item>
            ))}
          </List>
        </>
      )}
      {result.warnings.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t("warningsTitle", { count: result.warnings.length })}
          </Text>
          <List size="sm" data-testid="task-import-warnings">
            {result.warnings.slice(0, LISTED).map((item, index) => (
              <List.Item key={`${item.row}-${index}`}>
                {problem(item.row, tAll(item.warning, { value: item.value }))}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="task-import-close">
          {t("close")}
        </Button>
      </Group>
    </Stack>
  );
}

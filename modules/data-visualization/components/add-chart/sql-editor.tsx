"use client";

import { Alert, Button, Group, Stack, Table, Text, Textarea } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { dvSourcesApi } from "@/modules/data-visualization/client/api";
import { SQL_MAX } from "@/modules/data-visualization/shared/chart";
import type { SourceRows } from "@/modules/data-visualization/shared/sources";

const SHOWN_ROWS = 5;
const SHOWN_COLUMNS = 8;

/**
 * A connector's SQL editor: one SELECT, run read-only on the server (`Run`), whose first rows and
 * columns show under it — or the server's reason it was refused — and whose columns the chart's
 * axes are then chosen from (`onResult`).
 */
export function SqlEditor(props: {
  moduleId: string;
  connectorId: string;
  value: string;
  onChange: (sql: string) => void;
  onResult: (result: SourceRows) => void;
  error?: string | null;
}) {
  const t = useTranslations("dataVisualization.addChart");
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SourceRows | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    if (!props.value.trim()) return;
    setRunning(true);
    setFailure(null);
    try {
      const answer = await dvSourcesApi.query(props.moduleId, props.connectorId, props.value);
      setResult(answer);
      props.onResult(answer);
    } catch (error) {
      setResult(null);
      setFailure(errorMessage(error, t("runFailed")));
    }
    setRunning(false);
  };

  const columns = result?.columns.slice(0, SHOWN_COLUMNS) ?? [];
  return (
    <Stack gap="xs">
      <Textarea
        label={t("sql")}
        description={t("sqlHint")}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void run();
          }
        }}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={SQL_MAX}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        error={props.error}
        withAsterisk
        data-testid="chart-sql"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          onClick={() => void run()}
          loading={running}
          disabled={!props.value.trim()}
          data-testid="chart-sql-run"
        >
          {t("run")}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" data-testid="chart-sql-error">
          {failure}
        </Alert>
      )}
      {result && (
        <Stack gap={4} data-testid="chart-sql-result">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t(result.truncated ? "resultCut" : "result", { count: result.rows.length })}
          </Text>
          {columns.length > 0 && (
            <Table.ScrollContainer minWidth={columns.length * 110}>
              <Table withTableBorder fz="xs" verticalSpacing={4} aria-label={t("resultLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.id}>{column.name}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.rows.slice(0, SHOWN_ROWS).map((row, index) => (
                    <Table.Tr key={index}>
                      {columns.map((column, cell) => (
                        <Table.Td key={column.id}>{row[cell] === null ? "–" : String(row[cell])}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}

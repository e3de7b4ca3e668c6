"use client";

import { Table } from "@mantine/core";
import type { WidgetTable } from "@/lib/client/reporting/widget-tables";
import type { ReportFormat } from "./use-report-format";

/**
 * A widget's figures as a table (the chart's accessible twin): a caption, column headers, numbers
 * aligned right. Long tables scroll inside a focusable region, so keyboards can scroll them too.
 */
export function WidgetTableView(props: {
  table: WidgetTable;
  caption: string;
  format: ReportFormat;
  testId: string;
}) {
  const { table, format } = props;
  const numeric = (kind: string) => kind !== "text" && kind !== "label" && kind !== "day" && kind !== "week";
  // A row is named by its first cell when that is a name, a day or a week (not a lone count).
  const rowHeader = table.columns[0] !== undefined && !numeric(table.columns[0].kind);
  return (
    <Table.ScrollContainer
      minWidth={Math.max(280, table.columns.length * 110)}
      maxHeight={320}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={props.caption}
      data-testid={props.testId}
    >
      <Table striped highlightOnHover stickyHeader captionSide="top" fz="sm">
        <Table.Caption ta="start">{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.id} scope="col" ta={numeric(column.kind) ? "end" : "start"}>
                {format.label(column.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {table.columns.map((column, index) =>
                index === 0 && rowHeader ? (
                  <Table.Th key={column.id} scope="row" fw={500} ta={numeric(column.kind) ? "end" : "start"}>
                    {format.cell(column, row[index] ?? null)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.id} ta={numeric(column.kind) ? "end" : "start"}>
                    {format.cell(column, row[index] ?? null)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

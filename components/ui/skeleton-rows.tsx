"use client";

import { Skeleton, Table } from "@mantine/core";

/** Placeholder rows while a table's first page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (__, column) => (
        <Table.Td key={column}>
          <Skeleton h={20} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

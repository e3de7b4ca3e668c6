"use client";

import { Badge, Box, Button, Collapse, Group, Table, Text, UnstyledButton } from "@mantine/core";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import type { BoardColumnState } from "@/modules/task-management/shared/board-state";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import { TaskListRow } from "./task-list-row";
import classes from "./task-list.module.css";

/** Widths of key, title, type, priority, assignees, due date, labels, status. */
export const LIST_COLUMN_WIDTHS = [90, undefined, 64, 96, 110, 130, 150, 130] as const;
const HEADERS = ["key", "title", "type", "priority", "assignees", "dueDate", "labels", "status"] as const;

/** Droppable id of a section (for drops on an empty or collapsed one): prefix + column id. */
export const SECTION_DROP_PREFIX = "section:";

export function ListColGroup() {
  return (
    <colgroup>
      {LIST_COLUMN_WIDTHS.map((width, index) => (
        <col key={HEADERS[index]} style={width ? { width } : undefined} />
      ))}
    </colgroup>
  );
}

interface TaskListSectionProps {
  column: TaskColumnRow;
  section: BoardColumnState;
  /** The section's rows as shown (a drag in progress may have moved one in). */
  tasks: TaskSummary[];
  inLastColumn: boolean;
  canDrag: boolean;
  hrefFor: (taskId: string) => string;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** One column of the list: a collapsible header (colour, name, count) over its task rows. */
export function TaskListSection(props: TaskListSectionProps) {
  const t = useTranslations("tasks.list");
  const { column, section, tasks } = props;
  const [open, setOpen] = useState(true);
  const { setNodeRef, isOver } = useDroppable({
    id: `${SECTION_DROP_PREFIX}${column.id}`,
    data: { columnId: column.id },
  });
  const bodyId = `task-list-section-${column.id}`;
  const firstLoad = section.status === "loading" || section.status === "idle";

  return (
    <Box
      component="section"
      ref={setNodeRef}
      className={classes.dropTarget}
      data-over={isOver || undefined}
      aria-label={column.name}
      data-testid="task-list-section"
      data-column-id={column.id}
    >
      <UnstyledButton
        className={classes.sectionHeader}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={bodyId}
        aria-label={t(open ? "collapse" : "expand", { column: column.name })}
      >
        <Group gap="xs" wrap="nowrap">
          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          <span className={classes.dot} style={{ backgroundColor: column.color }} aria-hidden />
          <Text fw={600} truncate data-testid="task-list-section-name">
            {column.name}
          </Text>
          <Badge variant="light" color="gray" size="sm" data-testid="task-list-section-count">
            {t("taskCount", { count: section.total })}
          </Badge>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={bodyId}>
        <Table className={classes.table} verticalSpacing={6} mt={4}>
          <ListColGroup />
          <Table.Thead>
            <Table.Tr>
              {HEADERS.map((header) => (
                <Table.Th key={header}>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate>
                    {t(`headers.${header}`)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {firstLoad && <SkeletonRows rows={3} columns={HEADERS.length} />}
            <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
              {tasks.map((task) => (
                <TaskListRow
                  key={task.id}
                  task={task}
                  column={column}
                  inLastColumn={props.inLastColumn}
                  href={props.hrefFor(task.id)}
                  disabled={!props.canDrag}
                />
              ))}
            </SortableContext>
            {section.status === "ready" && tasks.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={HEADERS.length}>
                  <Text size="sm" c="dimmed" py="xs" data-testid="task-list-section-empty">
                    {t("emptyColumn", { column: column.name })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Box mt="xs">
          <LoadError error={section.error} retryLabel={t("retry")} onRetry={props.onRetry} />
        </Box>
        {section.status === "ready" && section.nextCursor && (
          <Group justify="center" mt="xs">
            <Button variant="subtle" size="xs" loading={section.busy} onClick={props.onLoadMore}>
              {t("loadMore")}
            </Button>
          </Group>
        )}
      </Collapse>
    </Box>
  );
}

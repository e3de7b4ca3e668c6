"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { stableKey } from "@/lib/client/query/key";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { dbApi, dbQueries } from "@/modules/database-generator/client/api";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { isStackColumn } from "@/modules/database-generator/shared/views";
import { useCellFormats, type CellFormat } from "../grid/cell-view";
import { primaryOf, recordTitle } from "../grid/link-cells";
import { CardSettings, KanbanNoStack } from "./card-settings";
import {
  addMove,
  cardColumnsOf,
  dragAnnouncements,
  dragDataOf,
  dropMove,
  kanbanStacks,
  limitIn,
  nextLimit,
  pruneMoves,
  settleMove,
  STACK_PAGE,
  stackCount,
  stackDropId,
  stackRecords,
  stackCoordinates,
  stackRecordsView,
  VIEW_RECORDS_MAX,
  withLimit,
  type DragData,
  type KanbanMove,
  type KanbanStack,
  type StackKey,
  type StackLimits,
} from "./kanban-stacks";
import { CardDragHandle, CardMoveMenu, RecordCard } from "./record-card";
import type { ViewBodyProps } from "./view-body";
import classes from "./views.module.css";

const STACK_WIDTH = 280;
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const SKELETONS = [0, 1, 2].map((index) => <Skeleton key={index} height={64} radius="md" />);

/** The stack under the pointer (mouse, touch), else the one the dragged card overlaps most (keyboard). */
const collisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length > 0) return hits;
  }
  return rectIntersection(args);
};

/** What every stack and card of the board shares. */
interface Board extends ViewBodyProps {
  column: Column;
  primary: Column | undefined;
  cardColumns: Column[];
  formats: ReadonlyMap<string, CellFormat>;
  stacks: KanbanStack[];
  moves: KanbanMove[];
  phone: boolean;
  nameOf: (key: StackKey) => string;
  move: (record: DbRecordAnswer, from: StackKey, to: StackKey) => Promise<void>;
}

/**
 * A kanban of the view's records: a stack per choice of its single select column (then "No value"),
 * side by side, each with its count and its first 50 cards ("Show more" reads 50 more, up to 500).
 * Cards move between stacks by dragging (mouse, touch, or a handle picked up with Space or Enter and
 * carried with the arrows) or their menu's 'Move to', shown at once and put back if the server refuses.
 */
export function KanbanView(props: ViewBodyProps) {
  const column = props.table.columns.find(
    (entry) => entry.id === props.view.config.stackColumnId && isStackColumn(entry),
  );
  return column ? <KanbanBoard {...props} column={column} /> : <KanbanNoStack {...props} />;
}

function KanbanBoard(props: ViewBodyProps & { column: Column }) {
  const { moduleId, table, view, records, access, column } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const tc = useTranslations("common");
  const phone = useMediaQuery("(max-width: 48em)", false);
  const dndId = useId();
  const groups = useQuery(
    dbQueries.groups(moduleId, table.id, { columnId: column.id, dir: "asc" }, records),
    { keepPrevious: true },
  );
  const primary = useMemo(() => primaryOf(table.columns), [table.columns]);
  const cardColumns = useMemo(
    () => cardColumnsOf(table.columns, view.config.cardColumns),
    [table.columns, view.config.cardColumns],
  );
  const formats = useCellFormats(cardColumns);

  // Cards moved and not yet (or only just) read back from the server; each move numbered.
  const [moves, setMoves] = useState<KanbanMove[]>([]);
  const sequence = useRef(0);
  const countsAt = groups.updatedAt;
  const stacks = useMemo(
    () =>
      kanbanStacks(column, groups.data?.groups).map((stack) => ({
        ...stack,
        count: stackCount(stack.count, stack.key, moves, countsAt),
      })),
    [column, groups.data, moves, countsAt],
  );
  const nameOf = (key: StackKey) => stacks.find((stack) => stack.key === key)?.choice?.name ?? t("noValue");

  // Each stack's limit ("Show more"), forgotten when the view or its stack column changes.
  const limitsKey = `${column.id}:${stableKey(records)}`;
  const [limits, setLimits] = useState<StackLimits>({ key: "", map: {} });

  const move = async (record: DbRecordAnswer, from: StackKey, to: StackKey) => {
    if (!access.edit || from === to) return;
    const id = ++sequence.current;
    setMoves((current) =>
      addMove(pruneMoves(current, Date.now()), { id, record, from, to, settledAt: null }, countsAt),
    );
    try {
      await dbApi.updateRecord(moduleId, table.id, record.id, { [column.id]: to });
      const at = Date.now();
      setMoves((current) => settleMove(current, id, at));
    } catch (error) {
      setMoves((current) => dropMove(current, id));
      notifications.show({ color: "red", message: errorMessage(error, t("moveFailed")) });
    } finally {
      // The room tells other tabs; this one reads its stacks and counts again itself.
      invalidateQueries({ tag: moduleTag(moduleId) });
    }
  };

  const [dragged, setDragged] = useState<DbRecordAnswer | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stackCoordinates }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = dragDataOf(active);
    if (data?.type === "card") setDragged(data.record);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = dragDataOf(active);
    const target = dragDataOf(over);
    if (card?.type === "card" && target?.type === "stack") void move(card.record, card.stack, target.stack);
  };
  const announcements = dragAnnouncements((key, values) => t(key, values));

  const board: Board = { ...props, primary, cardColumns, formats, stacks, moves, phone, nameOf, move };

  return (
    <Stack gap="sm" data-testid="kanban-view">
      {access.edit && (
        <Group justify="flex-end">
          <CardSettings table={table} view={view} stacks onConfig={props.onConfig} />
        </Group>
      )}
      <LoadError
        error={groups.error && errorMessage(groups.error, t("countsFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void groups.refetch()}
      />
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={collisions}
        measuring={MEASURING}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("dragInstructions") } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <ScrollArea
          type="auto"
          scrollbars="x"
          offsetScrollbars
          viewportProps={{ style: phone ? { scrollSnapType: "x mandatory" } : undefined }}
        >
          <Group
            align="flex-start"
            wrap="nowrap"
            gap="md"
            role="list"
            aria-label={t("stacks", { column: column.name })}
          >
            {stacks.map((stack) => (
              <StackView
                key={stack.key ?? ""}
                board={board}
                stack={stack}
                limit={limitIn(limits, limitsKey, stack.key)}
                onMore={(limit) => setLimits((state) => withLimit(state, limitsKey, stack.key, limit))}
              />
            ))}
          </Group>
        </ScrollArea>
        <DragOverlay>
          {dragged ? (
            <RecordCard
              record={dragged}
              primary={primary}
              columns={cardColumns}
              formats={formats}
              onOpen={() => undefined}
              lifted
            />
          ) : null}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}

/** A stack: its choice's badge, its count and '+', its cards (read by its own query), "Show more". */
function StackView(props: {
  board: Board;
  stack: KanbanStack;
  limit: number;
  onMore: (limit: number) => void;
}) {
  const { board, stack, limit } = props;
  const { moduleId, table, column, access } = board;
  const t = useTranslations("databaseGenerator.views.cards");
  const tc = useTranslations("common");
  const name = board.nameOf(stack.key);
  const choiceId = stack.key;
  const query = useQuery(
    dbQueries.records(moduleId, table.id, stackRecordsView(board.records, column.id, stack.key), 0, limit),
    { keepPrevious: true },
  );
  const cards = query.data
    ? stackRecords(query.data.data, stack.key, column.id, board.moves, query.updatedAt)
    : null;
  const count = stack.count ?? query.data?.total ?? null;
  const next = nextLimit(limit, STACK_PAGE, count);
  const { setNodeRef, isOver } = useDroppable({
    id: stackDropId(stack.key),
    data: { type: "stack", stack: stack.key, name } satisfies DragData,
  });

  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      aria-label={name}
      withBorder
      radius="md"
      p="xs"
      w={STACK_WIDTH}
      miw={STACK_WIDTH}
      bg="var(--mantine-color-default-hover)"
      className={classes.stack}
      data-snap={board.phone || undefined}
      data-over={isOver || undefined}
      data-testid="kanban-stack"
      data-stack={stack.key ?? ""}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" mih={28}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Badge variant={stack.choice ? "light" : "default"} color={stack.choice?.color} tt="none" maw={190}>
            {name}
          </Badge>
          {count !== null && (
            <Text size="sm" c="dimmed" data-testid="kanban-stack-count">
              <span aria-hidden>{count}</span>
              <VisuallyHidden>{t("stackCount", { count })}</VisuallyHidden>
            </Text>
          )}
        </Group>
        {access.add && choiceId !== null && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("addTo", { stack: name })}
            onClick={() => board.onAdd({ [column.id]: choiceId })}
            data-testid="kanban-stack-add"
          >
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
      {query.loading ? (
        <Stack gap="xs">{SKELETONS}</Stack>
      ) : cards && cards.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t("noRecords")}
        </Text>
      ) : cards ? (
        <Stack gap="xs" role="list" aria-label={name}>
          {cards.map((record) => (
            <StackCard key={record.id} board={board} stack={stack} record={record} />
          ))}
        </Stack>
      ) : null}
      {next !== null && (
        <Button
          variant="subtle"
          size="xs"
          fullWidth
          mt="xs"
          loading={query.fetching && query.previous}
          onClick={() => props.onMore(next)}
          data-testid="kanban-show-more"
        >
          {t("showMore")}
        </Button>
      )}
      {count !== null && limit >= VIEW_RECORDS_MAX && count > VIEW_RECORDS_MAX && (
        <Text size="xs" c="dimmed" mt="xs">
          {t("stackCapped", { shown: VIEW_RECORDS_MAX, count })}
        </Text>
      )}
    </Paper>
  );
}

/** A card of a stack: opens on click or Enter; dragged by mouse or touch, or by its handle with the keyboard. */
function StackCard(props: { board: Board; stack: KanbanStack; record: DbRecordAnswer }) {
  const { board, stack, record } = props;
  const t = useTranslations("databaseGenerator.views.cards");
  const name = recordTitle(board.primary, record).trim() || t("unnamed");
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: record.id,
    data: { type: "card", record, stack: stack.key, name } satisfies DragData,
    disabled: !board.access.edit,
    attributes: { roleDescription: t("draggable") },
  });
  const actions = board.access.edit ? (
    <>
      <CardDragHandle ref={setActivatorNodeRef} attributes={attributes} label={t("dragCard", { name })} />
      <CardMoveMenu
        name={name}
        current={stack.key}
        stacks={board.stacks}
        nameOf={board.nameOf}
        onMove={(to) => void board.move(record, stack.key, to)}
      />
    </>
  ) : undefined;

  return (
    <div ref={setNodeRef} role="listitem" {...listeners}>
      <RecordCard
        record={record}
        primary={board.primary}
        columns={board.cardColumns}
        formats={board.formats}
        onOpen={board.onOpen}
        actions={actions}
        faded={isDragging}
      />
    </div>
  );
}

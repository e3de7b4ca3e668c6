"use client";

import { Center, Loader, Skeleton, Stack, Text } from "@mantine/core";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { VirtualRows } from "@/components/ui/virtual-rows";
import { useTranslations } from "next-intl";
import { useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { BoardColumnState } from "@/modules/task-management/shared/board-state";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import classes from "./board.module.css";
import { StaticBoardCard, type BoardCardProps } from "./board-card";
import { DragKitContext, Plain, type DragKit } from "./drag-kit";

/** A card's height before it is measured (key, two title lines, icons). */
const ESTIMATED_CARD = 112;
const CARD_GAP = 8;
/** The size a column is taken to have before it is measured (a column of a 1080 px high window). */
const INITIAL_RECT = { width: 272, height: 900 };
/**
 * Cards rendered beyond the visible ones: few in the server's HTML and while hydrating (the first
 * view needs only what is in sight), more once the column scrolls in the browser.
 */
const FIRST_OVERSCAN = 1;
const OVERSCAN = 6;
/** Load the next page when the last rendered card is this close to the end of what is loaded. */
const LOAD_AHEAD = 30;

export interface ColumnTaskListProps extends Pick<
  BoardCardProps,
  "done" | "canWrite" | "columns" | "people" | "selfId" | "actions"
> {
  column: TaskColumnRow;
  load: BoardColumnState | undefined;
  /** The loaded tasks as shown (during a drag, with the dragged card where it would land). */
  tasks: TaskSummary[];
  activeId: string | null;
  onLoadMore: (columnId: string) => void;
  onRetry: (columnId: string) => void;
}

/**
 * A column's cards, virtualised: only the cards in view (plus overscan, plus the dragged one) are
 * rendered, so a column of 2,000 tasks scrolls and drags like one of 20. The sortable context still
 * knows every loaded id, so a drop index is the position among all loaded tasks.
 */
export function ColumnTaskList(props: ColumnTaskListProps) {
  const { column, load, tasks, activeId, onLoadMore } = props;
  const t = useTranslations("tasks.board");
  const kit = useContext(DragKitContext);
  const Card: DragKit["Card"] = kit?.Card ?? StaticBoardCard;
  const Cards: DragKit["Cards"] = kit?.Cards ?? Plain;
  const scrollRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;

  // The dragged card stays mounted even when scrolled out of view, or dnd-kit would lose its node.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );

  // No React Compiler here; the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD,
    gap: CARD_GAP,
    overscan: hydrated ? OVERSCAN : FIRST_OVERSCAN,
    // Before the column is measured (the server's render, hydration): a tall column's first cards,
    // so the board shows its cards from the first response.
    initialRect: INITIAL_RECT,
    getItemKey: (index) => tasks[index]?.id ?? index,
    rangeExtractor,
    // Scroll updates render in React's normal batches: synchronous re-renders on every scroll event
    // pile up nested updates (each card's floating tooltips and menu detach refs as it unmounts).
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const hasMore = Boolean(load?.nextCursor);
  const busy = load?.busy ?? false;

  useEffect(() => {
    if (hasMore && !busy && lastIndex >= tasks.length - LOAD_AHEAD) onLoadMore(column.id);
  }, [hasMore, busy, lastIndex, tasks.length, column.id, onLoadMore]);

  let body: React.ReactNode;
  if (!load || load.status === "idle" || (load.status === "loading" && tasks.length === 0)) {
    body = (
      <Stack gap={CARD_GAP} aria-busy="true" data-testid="column-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (load.status === "error") {
    body = (
      <LoadError
        error={load.error ?? t("loadError")}
        title={t("loadError")}
        retryLabel={t("retry")}
        onRetry={() => props.onRetry(column.id)}
      />
    );
  } else if (tasks.length === 0) {
    body = (
      <Center h={96}>
        <Text size="sm" c="dimmed" ta="center" data-testid="column-empty">
          {t("emptyColumn", { column: column.name })}
        </Text>
      </Center>
    );
  } else {
    body = (
      <VirtualRows
        virtualizer={virtualizer}
        items={tasks}
        render={(task) => (
          <Card
            task={task}
            columnId={column.id}
            done={props.done}
            canWrite={props.canWrite}
            columns={props.columns}
            people={props.people}
            selfId={props.selfId}
            actions={props.actions}
          />
        )}
      />
    );
  }

  return (
    <Cards columnId={column.id} items={ids}>
      <div ref={scrollRef} className={classes.list} data-testid="column-list">
        {body}
        {hasMore && busy && (
          <Center py="xs" aria-live="polite">
            <Loader size="xs" aria-label={t("loadingMore")} />
          </Center>
        )}
      </div>
    </Cards>
  );
}

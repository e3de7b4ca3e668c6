"use client";

import { Divider, ScrollArea, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { taskQueries } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent, useTaskModuleEvents } from "@/modules/task-management/client/live";
import type { TaskActivityRow } from "@/modules/task-management/shared/types";
import { ActivityItem } from "./activity-item";
import { CommentInput } from "./comment-input";

const RELOAD_DELAY = 150;
const TICK = 60_000;

interface ActivityPanelProps {
  taskId: string;
  /** The task's version: a change reloads the activity (also without an activity event). */
  version: number;
  canComment: boolean;
  onPendingChange?: (pending: boolean) => void;
}

/** The edit dialog's right column: the task's activity, newest first, and the comment box. */
export function ActivityPanel({ taskId, version, canComment, onPendingChange }: ActivityPanelProps) {
  const t = useTranslations("tasks.activity");
  const tAll = useTranslations();
  const { moduleId, info, columns, selfId } = useTaskModule();
  const mentionable = useMemo(
    () => info.people.filter((person) => person.id !== selfId),
    [info.people, selfId],
  );
  const activity = useQuery(taskQueries.activity(moduleId, taskId));
  const { refetch } = activity;
  const rows: TaskActivityRow[] | null = activity.data?.data ?? null;
  const error = activity.error ? errorMessage(activity.error, tAll("errors.networkError")) : null;
  const [tick, setTick] = useState(() => Date.now());
  const now = Math.max(tick, activity.updatedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reloadSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), RELOAD_DELAY);
  }, [refetch]);

  // Read again whenever the task's version moves.
  const readFor = useRef(version);
  useEffect(() => {
    if (readFor.current === version) return;
    readFor.current = version;
    reloadSoon();
  }, [reloadSoon, version]);

  useEffect(() => {
    const ticking = setInterval(() => setTick(Date.now()), TICK);
    const reloads = timer;
    return () => {
      clearInterval(ticking);
      if (reloads.current) clearTimeout(reloads.current);
    };
  }, []);

  useTaskModuleEvents(
    moduleId,
    ({ event }) => {
      if (event.type === "activity.added" && event.taskId === taskId) reloadSoon();
    },
    reloadSoon,
  );

  return (
    <Stack gap="sm" h="100%" data-testid="task-activity">
      <Title order={3} size="h5">
        {t("title")}
      </Title>
      <LoadError error={error} retryLabel={t("retry")} onRetry={() => void refetch()} />
      <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars style={{ flex: 1 }}>
        {rows === null && !error ? (
          <Stack gap="md" aria-busy>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={42} />
            ))}
          </Stack>
        ) : rows && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
        ) : (
          <Stack gap="md" data-testid="activity-list" aria-live="polite">
            {rows?.map((row) => (
              <ActivityItem
                key={row.id}
                row={row}
                people={info.people}
                columns={columns}
                selfId={selfId}
                now={now}
              />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      {canComment && (
        <>
          <Divider />
          <CommentInput
            moduleId={moduleId}
            taskId={taskId}
            onPendingChange={onPendingChange}
            people={mentionable}
            onCommented={() => {
              void refetch();
              emitLocalTaskEvent(moduleId, { type: "activity.added", taskId });
            }}
          />
        </>
      )}
    </Stack>
  );
}

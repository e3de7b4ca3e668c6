"use client";

import { Anchor, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlayerPlayFilled, IconPlayerStopFilled } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useState } from "react";
import { IntegrateButton } from "@/components/integrations/integrate-button";
import { LiveDuration } from "@/modules/time-tracker/components/live-duration";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { integrationListQuery } from "@/lib/client/integrations/api";
import { useQuery } from "@/lib/client/query/use-query";
import { runningOfConflict, timeTrackerApi } from "@/modules/time-tracker/client/api";
import { taskTimerApi, useTaskTime } from "@/modules/time-tracker/client/task-timer-api";
import { entrySeconds } from "@/modules/time-tracker/shared/durations";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";

/** May the caller integrate a time tracker with this board (asked only while there is none)? */
function useCanIntegrate(moduleId: string, ask: boolean): boolean {
  const list = useQuery(ask ? integrationListQuery({ moduleId, tag: "TaskManagement" }) : null);
  return ask && (list.data?.canManage ?? false);
}

/**
 * The task dialog's 'Start timer' (spec §2, §4 task timer): the caller's timer on this task in the
 * time tracker integrated with the board, started with a billable flag and stopped after a
 * confirmation, beside the task's tracked total. Without a tracker it says how to add one.
 */
export function TaskTimer({
  board,
  taskId,
  taskKey,
  onDialogChange,
}: {
  /** The task's board module: its id, name and project (the Integration dialog's source). */
  board: { moduleId: string; name: string; project: { id: string; name: string } | null };
  taskId: string;
  taskKey: string;
  /** The Integration dialog opened over the task's dialog, or closed. */
  onDialogChange: (opened: boolean) => void;
}) {
  const t = useTranslations("tasks.timer");
  const tTracker = useTranslations("timeTracker");
  const tErrors = useTranslations("errors");
  const { moduleId } = board;
  const { state, load, retry } = useTaskTime(moduleId, taskId);
  const [billable, setBillable] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const noTracker = state.status === "ready" && state.time.timeTracker === null;
  const canIntegrate = useCanIntegrate(moduleId, noTracker);

  const fail = (title: string, caught: unknown) =>
    notifications.show({ color: "red", title, message: errorMessage(caught, tErrors("somethingWentWrong")) });

  /** Runs a write with the buttons busy, then shows the task's time as it is now. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    await work();
    await load();
    setBusy(false);
  };

  // A timer running elsewhere blocks the start (409): offer to stop it in its own module first.
  const start = () =>
    run(async () => {
      // The description is the task's id: the time tracker shows such an entry as the task (spec §4).
      const begin = () => taskTimerApi.start(moduleId, taskId, { isBillable: billable, description: taskId });
      try {
        await begin();
      } catch (caught) {
        const other = runningOfConflict(caught);
        if (!other) {
          fail(t("startFailed"), caught);
          return;
        }
        const confirmed = await confirmAction({
          title: tTracker("conflict.title"),
          message: tTracker("conflict.message", { module: other.module.name }),
          confirm: tTracker("conflict.stopAndStart"),
          cancel: t("cancel"),
        });
        if (!confirmed) return;
        try {
          await timeTrackerApi.stopEntry(other.module.id, other.entry.id);
          await begin();
        } catch (again) {
          fail(t("startFailed"), again);
        }
      }
    });

  const stop = async (running: TimeEntryItem, tracker: string) => {
    const confirmed = await confirmAction({
      title: t("stopTitle"),
      message: t("stopMessage", { key: taskKey, tracker }),
      confirm: t("stop"),
      cancel: t("cancel"),
    });
    if (!confirmed) return;
    await run(async () => {
      try {
        await taskTimerApi.stop(moduleId, taskId, running.id);
      } catch (caught) {
        fail(t("stopFailed"), caught);
      }
    });
  };

  let content: React.ReactNode;
  if (state.status === "loading") {
    content = <Skeleton h={36} aria-busy />;
  } else if (state.status === "error") {
    content = (
      <LoadError
        error={errorMessage(state.error, tErrors("networkError"))}
        title={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={retry}
      />
    );
  } else if (!state.time.timeTracker) {
    content = (
      <Stack gap="xs">
        <Group gap="sm">
          <Button
            disabled
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
            aria-describedby={hintId}
            data-testid="task-timer-start"
          >
            {t("start")}
          </Button>
          {canIntegrate && (
            <IntegrateButton
              module={{ moduleId, name: board.name, tag: "TaskManagement", project: board.project }}
              onChanged={() => void load()}
              onOpenChange={onDialogChange}
            />
          )}
        </Group>
        <Text size="sm" c="dimmed" id={hintId} data-testid="task-timer-hint">
          {t("noTracker")}
        </Text>
      </Stack>
    );
  } else {
    const { timeTracker: tracker, running, trackedSeconds } = state.time;
    const runningSeconds = running ? entrySeconds(running, state.readAt) : 0;
    content = (
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          {running ? (
            <Group gap="sm">
              <LiveDuration
                stoppedSeconds={0}
                running={[running]}
                size="lg"
                fw={600}
                role="timer"
                aria-label={t("elapsed")}
                testId="task-timer-elapsed"
              />
              <Button
                color="red"
                leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
                onClick={() => void stop(running, tracker.name)}
                loading={busy}
                data-testid="task-timer-stop"
              >
                {t("stop")}
              </Button>
            </Group>
          ) : (
            <Group gap="sm">
              <Checkbox
                label={t("billable")}
                checked={billable}
                onChange={(event) => setBillable(event.currentTarget.checked)}
                disabled={!tracker.canTrack || busy}
                data-testid="task-timer-billable"
              />
              <Button
                leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
                onClick={() => void start()}
                disabled={!tracker.canTrack}
                loading={busy}
                aria-describedby={tracker.canTrack ? undefined : hintId}
                data-testid="task-timer-start"
              >
                {t("start")}
              </Button>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t("total")}{" "}
            <LiveDuration
              stoppedSeconds={Math.max(0, trackedSeconds - runningSeconds)}
              running={running ? [running] : []}
              size="sm"
              fw={600}
              testId="task-timer-total"
            />
          </Text>
        </Group>
        <Text size="xs" c="dimmed" id={hintId}>
          {t.rich(tracker.canTrack ? "trackedIn" : "cannotTrack", {
            tracker: tracker.name,
            link: (chunks) => (
              <Anchor component={Link} href={`/time-tracker/${tracker.id}`} inherit underline="always">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t("label")} data-testid="task-timer">
      {content}
    </Paper>
  );
}

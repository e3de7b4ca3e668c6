"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useMemo, type Dispatch, type SetStateAction } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import {
  runningOfConflict,
  timeTrackerApi,
  type CreateEntryBody,
  type UpdateEntryBody,
} from "@/modules/time-tracker/client/api";
import type { RunningEntry, TimeEntryItem } from "@/modules/time-tracker/shared/types";
import type { EntryList } from "./use-entry-list";

/** What a new timer starts with (the timer bar's fields, or a continued entry's). */
export type TimerDraft = Pick<CreateEntryBody, "description" | "tags" | "isBillable" | "task">;

export interface EntryActions {
  /** Starts a timer; while another runs, offers to stop it first. Resolves whether it started. */
  start: (draft: TimerDraft) => Promise<boolean>;
  /** Stops the caller's running timer, in whichever module it runs. */
  stop: (running: RunningEntry) => Promise<boolean>;
  createManual: (body: TimerDraft & { start: string; end: string }) => Promise<boolean>;
  update: (entry: TimeEntryItem, body: UpdateEntryBody) => Promise<boolean>;
  /** Deletes after the user confirms; resolves whether it was deleted. */
  remove: (entry: TimeEntryItem) => Promise<boolean>;
  bulkDelete: (ids: readonly string[]) => Promise<boolean>;
  bulkBillable: (ids: readonly string[], isBillable: boolean) => Promise<boolean>;
  /** A new timer with the entry's description, tags, billable flag and task. */
  continueEntry: (entry: TimeEntryItem) => Promise<boolean>;
}

/**
 * The entries' writes: each applies its answer to the list and the running timer at once (the live
 * event of this tab's own change is skipped) and shows a failure as a red toast.
 */
export function useEntryActions(options: {
  module: { id: string; name: string };
  apply: EntryList["apply"];
  setRunning: Dispatch<SetStateAction<RunningEntry | null>>;
}): EntryActions {
  const { module, apply, setRunning } = options;
  const t = useTranslations("timeTracker");
  const tErrors = useTranslations("errors");

  return useMemo(() => {
    const fail = (caught: unknown) => {
      notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });
      return false;
    };
    const applyEntry = (entry: TimeEntryItem) => {
      if (entry.moduleId === module.id) apply([entry]);
      setRunning((current) => {
        if (entry.end === null) return { entry, module };
        return current?.entry.id === entry.id ? null : current;
      });
    };

    const stop = async (running: RunningEntry) => {
      try {
        const stopped = await timeTrackerApi.stopEntry(running.module.id, running.entry.id);
        if (stopped.moduleId === module.id) apply([stopped]);
        setRunning((current) => (current?.entry.id === running.entry.id ? null : current));
        return true;
      } catch (caught) {
        return fail(caught);
      }
    };

    const start = async (draft: TimerDraft): Promise<boolean> => {
      try {
        applyEntry(await timeTrackerApi.createEntry(module.id, draft));
        return true;
      } catch (caught) {
        const other = runningOfConflict(caught);
        if (!other) return fail(caught);
        setRunning(other);
        const confirmed = await confirmAction({
          title: t("conflict.title"),
          message: t("conflict.message", { module: other.module.name }),
          confirm: t("conflict.stopAndStart"),
          cancel: t("cancel"),
        });
        return confirmed && (await stop(other)) && start(draft);
      }
    };

    const confirmDelete = (title: string) =>
      confirmAction({
        title,
        message: t("deleteConfirm.message"),
        confirm: t("deleteConfirm.confirm"),
        cancel: t("cancel"),
        danger: true,
      });

    const write = async (work: () => Promise<void>) => {
      try {
        await work();
        return true;
      } catch (caught) {
        return fail(caught);
      }
    };

    return {
      start,
      stop,
      createManual: (body) =>
        write(async () => applyEntry(await timeTrackerApi.createEntry(module.id, body))),
      update: (entry, body) =>
        write(async () => applyEntry(await timeTrackerApi.updateEntry(module.id, entry.id, body))),
      remove: async (entry) =>
        (await confirmDelete(t("deleteConfirm.title"))) &&
        write(async () => {
          await timeTrackerApi.deleteEntry(module.id, entry.id);
          apply([], [entry.id]);
          setRunning((current) => (current?.entry.id === entry.id ? null : current));
          notifications.show({ color: "teal", message: t("entryDeleted") });
        }),
      bulkDelete: async (ids) =>
        (await confirmDelete(t("bulk.confirmTitle", { count: ids.length }))) &&
        write(async () => {
          const result = await timeTrackerApi.bulk(module.id, { delete: [...ids] });
          apply(result.updated, result.deleted);
          setRunning((current) => (current && result.deleted.includes(current.entry.id) ? null : current));
          notifications.show({ color: "teal", message: t("entriesDeleted") });
        }),
      bulkBillable: (ids, isBillable) =>
        write(async () => {
          const result = await timeTrackerApi.bulk(module.id, {
            update: ids.map((id) => ({ id, isBillable })),
          });
          apply(result.updated, result.deleted);
        }),
      continueEntry: (entry) =>
        start({
          description: entry.description,
          tags: entry.tags,
          isBillable: entry.isBillable,
          task: entry.task && {
            taskManagementId: entry.task.taskManagementId,
            taskManagementTaskId: entry.task.taskManagementTaskId,
          },
        }),
    };
  }, [module, apply, setRunning, t, tErrors]);
}

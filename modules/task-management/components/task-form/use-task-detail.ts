"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ApiError } from "@/lib/client/api";
import { queryCache } from "@/lib/client/query/cache";
import { freshQuery, type QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { taskQueries } from "@/modules/task-management/client/api";
import { useTaskModuleEvents } from "@/modules/task-management/client/live";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { mergeSubtask, mergeSummary, removeSubtask } from "./task-detail-merge";

export type TaskDetailState =
  | { status: "loading" }
  | { status: "error"; error: ApiError }
  | { status: "not-found" }
  | { status: "deleted"; task: TaskDetail | null }
  | { status: "ready"; task: TaskDetail };

/** Reloads triggered by events are grouped: several changes within this time load once. */
const RELOAD_DELAY = 150;

/** The dialog's own copy of the task, read afresh; an answer older than the version shown is not taken. */
function taskDetailQuery(moduleId: string, taskId: string, instance: string): QuerySpec<TaskDetail> {
  const base = freshQuery(taskQueries.task(moduleId, taskId), instance);
  return {
    ...base,
    fetch: async (signal) => {
      const task = await base.fetch(signal);
      const shown = queryCache.snapshot<TaskDetail>(base.key).data;
      return shown && shown.version > task.version ? shown : task;
    },
  };
}

/**
 * One task for the edit dialog, loaded in the browser and kept live: a newer version from the
 * module's events reloads it, its subtasks follow their own events, and its deletion is reported.
 */
export function useTaskDetail(moduleId: string, taskId: string) {
  const instance = useId();
  const query = useQuery(taskDetailQuery(moduleId, taskId, instance));
  const { refetch, setData } = query;
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A reload's failure keeps the task shown; its 404 says it was deleted meanwhile.
  const gone = query.error?.status === 404;
  const state: TaskDetailState = deleted
    ? { status: "deleted", task: query.data ?? null }
    : query.data
      ? gone
        ? { status: "deleted", task: query.data }
        : { status: "ready", task: query.data }
      : gone
        ? { status: "not-found" }
        : query.error
          ? { status: "error", error: query.error }
          : { status: "loading" };

  const reloadSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), RELOAD_DELAY);
  }, [refetch]);

  const retry = useCallback(() => void refetch(), [refetch]);

  /** Applies an answer of this tab's own save (a detail or, after a move, a summary). */
  const apply = useCallback(
    (next: TaskDetail | TaskSummary) =>
      setData((current) => {
        if (!current) return current;
        if (next.id === current.id) {
          if (next.version < current.version) return current;
          return "description" in next ? next : mergeSummary(current, next);
        }
        if (next.parentId === current.id) return mergeSubtask(current, next);
        return current;
      }),
    [setData],
  );

  const dropSubtask = useCallback(
    (subtaskId: string) => setData((current) => current && removeSubtask(current, subtaskId)),
    [setData],
  );

  const markDeleted = useCallback(() => setDeleted(true), []);

  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  });

  useTaskModuleEvents(
    moduleId,
    ({ event }) => {
      const current = shown.current;
      if (event.type === "task.upserted") {
        const { task } = event;
        if (current.status !== "ready") return;
        if (task.id === taskId && task.version > current.task.version) {
          // The summary lacks the description and checklist items: show what it has, load the rest.
          apply(task);
          reloadSoon();
        } else if (
          task.parentId === taskId ||
          current.task.subtaskItems.some((item) => item.id === task.id)
        ) {
          setData((latest) => latest && mergeSubtask(latest, task));
        }
      } else if (event.type === "task.deleted") {
        if (event.taskId === taskId) markDeleted();
        else if (event.parentId === taskId) {
          dropSubtask(event.taskId);
        }
      } else if (event.type === "column.deleted" || event.type === "column.renumbered") {
        if (current.status === "ready") reloadSoon();
      }
    },
    reloadSoon,
  );

  return { state, reload: retry, apply, dropSubtask, markDeleted };
}

"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { useTaskModuleEvents } from "@/modules/task-management/client/live";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { mergeSubtask, mergeSummary, removeSubtask } from "./task-detail-merge";

export type TaskDetailState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "not-found" }
  | { status: "deleted"; task: TaskDetail | null }
  | { status: "ready"; task: TaskDetail };

/** Reloads triggered by events are grouped: several changes within this time load once. */
const RELOAD_DELAY = 150;

/**
 * One task for the edit dialog, loaded in the browser and kept live: a newer version from the
 * module's events reloads it, its subtasks follow their own events, and its deletion is reported.
 */
export function useTaskDetail(moduleId: string, taskId: string) {
  const [state, setState] = useState<TaskDetailState>({ status: "loading" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef(0);

  /** Asks for the task; answers of replaced requests are dropped. `report`: show a failure. */
  const fetchTask = useCallback(
    (report: boolean) => {
      const id = ++request.current;
      taskApi.task(moduleId, taskId).then(
        (task) => {
          if (id !== request.current) return;
          setState((current) => {
            if (current.status === "deleted") return current;
            // Keep what is shown when a slower answer would take it back to an older version.
            if (current.status === "ready" && current.task.version > task.version) return current;
            return { status: "ready", task };
          });
        },
        (error: unknown) => {
          if (id !== request.current) return;
          if (error instanceof ApiError && error.status === 404) {
            setState((current) =>
              current.status === "ready"
                ? { status: "deleted", task: current.task }
                : { status: "not-found" },
            );
          } else if (report) {
            setState({ status: "error", error });
          }
        },
      );
    },
    [moduleId, taskId],
  );

  const reloadSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => fetchTask(false), RELOAD_DELAY);
  }, [fetchTask]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    fetchTask(true);
  }, [fetchTask]);

  useEffect(() => {
    fetchTask(true);
    const requests = request;
    const reloads = timer;
    return () => {
      // Answers still on their way are dropped.
      requests.current++;
      if (reloads.current) clearTimeout(reloads.current);
    };
  }, [fetchTask]);

  /** Applies an answer of this tab's own save (a detail or, after a move, a summary). */
  const apply = useCallback((next: TaskDetail | TaskSummary) => {
    setState((current) => {
      if (current.status !== "ready") return current;
      if (next.id === current.task.id) {
        if (next.version < current.task.version) return current;
        return { status: "ready", task: "description" in next ? next : mergeSummary(current.task, next) };
      }
      if (next.parentId === current.task.id)
        return { status: "ready", task: mergeSubtask(current.task, next) };
      return current;
    });
  }, []);

  const dropSubtask = useCallback((subtaskId: string) => {
    setState((current) =>
      current.status === "ready"
        ? { status: "ready", task: removeSubtask(current.task, subtaskId) }
        : current,
    );
  }, []);

  const markDeleted = useCallback(() => {
    setState((current) => ({ status: "deleted", task: current.status === "ready" ? current.task : null }));
  }, []);

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
          setState((latest) =>
            latest.status === "ready" ? { status: "ready", task: mergeSubtask(latest.task, task) } : latest,
          );
        }
      } else if (event.type === "task.deleted") {
        if (event.taskId === taskId) markDeleted();
        else if (event.parentId === taskId) {
          setState((latest) =>
            latest.status === "ready"
              ? { status: "ready", task: removeSubtask(latest.task, event.taskId) }
              : latest,
          );
        }
      } else if (event.type === "column.deleted" || event.type === "column.renumbered") {
        if (current.status === "ready") reloadSoon();
      }
    },
    reloadSoon,
  );

  return { state, reload: retry, apply, dropSubtask, markDeleted };
}

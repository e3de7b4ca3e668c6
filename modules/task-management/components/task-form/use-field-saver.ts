"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import type { UpdateTaskInput } from "@/modules/task-management/schemas/tasks";
import type { IssueType, Priority } from "@/modules/task-management/shared/constants";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import type { TaskRepeat } from "@/modules/task-management/shared/repeat";
import { isBlankHtml } from "./task-form-values";
import { toSummary } from "./task-summary";

/** The task's fields as the edit dialog's inputs hold them. */
export interface EditableValues {
  title: string;
  description: string;
  priority: Priority;
  issueType: IssueType;
  columnId: string;
  dueDate: string | null;
  labels: string[];
  assignees: string[];
  repeat: TaskRepeat | null;
}
export type EditableField = keyof EditableValues;

export function serverValues(task: TaskDetail): EditableValues {
  return {
    title: task.title,
    description: task.description ?? "",
    priority: task.priority,
    issueType: task.issueType,
    columnId: task.columnId,
    dueDate: task.dueDate ? task.dueDate.slice(0, 10) : null,
    labels: task.labels,
    assignees: task.assignees,
    repeat: task.repeat,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type SaveStatus = "idle" | "saving" | "saved";

/**
 * Saves the edit dialog's fields one by one as they change. A field being edited keeps its local
 * value (shown instead of the server's) until its save answers, so live updates from others never
 * overwrite what the user is typing; a failed save shows an error and returns to the server's value.
 */
export function useFieldSaver({
  moduleId,
  task,
  onSaved,
}: {
  moduleId: string;
  /** Null while the task loads. */
  task: TaskDetail | null;
  onSaved: (task: TaskDetail | TaskSummary) => void;
}) {
  const tAll = useTranslations();
  const [local, setLocal] = useState<Partial<EditableValues>>({});
  const [status, setStatus] = useState<SaveStatus>("idle");
  const inflight = useRef(0);
  const timers = useRef(new Map<EditableField, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer } of pending.values()) clearTimeout(timer);
      if (savedTimer.current) clearTimeout(savedTimer.current);
    };
  }, []);

  const values: EditableValues | null = task ? { ...serverValues(task), ...local } : null;
  const taskId = task?.id;

  const edit = useCallback(<F extends EditableField>(field: F, value: EditableValues[F]) => {
    setLocal((current) => ({ ...current, [field]: value }));
  }, []);

  const forget = useCallback(<F extends EditableField>(field: F, value: EditableValues[F] | undefined) => {
    setLocal((current) => {
      if (!(field in current) || (value !== undefined && !same(current[field], value))) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const save = useCallback(
    async <F extends EditableField>(field: F, value: EditableValues[F]): Promise<boolean> => {
      if (!taskId) return false;
      const scheduled = timers.current.get(field);
      if (scheduled) {
        clearTimeout(scheduled.timer);
        timers.current.delete(field);
      }
      setLocal((current) => ({ ...current, [field]: value }));
      inflight.current++;
      setStatus("saving");
      try {
        let saved: TaskDetail | TaskSummary;
        if (field === "columnId") {
          saved = await taskApi.moveTask(moduleId, taskId, { columnId: value as string });
          emitLocalTaskEvent(moduleId, { type: "task.upserted", task: saved });
        } else {
          const body: UpdateTaskInput =
            field === "description"
              ? { description: isBlankHtml(value as string) ? null : (value as string) }
              : field === "title"
                ? { title: (value as string).trim() }
                : { [field]: value };
          const detail = await taskApi.updateTask(moduleId, taskId, body);
          saved = detail;
          emitLocalTaskEvent(moduleId, { type: "task.upserted", task: toSummary(detail) });
        }
        onSaved(saved);
        emitLocalTaskEvent(moduleId, { type: "activity.added", taskId: taskId });
        forget(field, value);
        return true;
      } catch (caught) {
        notifications.show({
          color: "red",
          title: tAll("tasks.form.saveFailed"),
          message: errorMessage(caught, tAll("errors.somethingWentWrong")),
        });
        forget(field, undefined);
        return false;
      } finally {
        inflight.current--;
        if (inflight.current === 0) {
          setStatus("saved");
          if (savedTimer.current) clearTimeout(savedTimer.current);
          savedTimer.current = setTimeout(() => setStatus("idle"), 2500);
        }
      }
    },
    [moduleId, taskId, onSaved, forget, tAll],
  );

  /** Keeps the typed value and saves it after `delay` ms without typing (or at flush). */
  const saveLater = useCallback(
    <F extends EditableField>(field: F, value: EditableValues[F], delay = 800) => {
      edit(field, value);
      const existing = timers.current.get(field);
      if (existing) clearTimeout(existing.timer);
      const run = () => {
        timers.current.delete(field);
        void save(field, value);
      };
      timers.current.set(field, { timer: setTimeout(run, delay), run });
    },
    [edit, save],
  );

  /** Saves every scheduled change now (blur, close). */
  const flush = useCallback(() => {
    for (const { timer, run } of [...timers.current.values()]) {
      clearTimeout(timer);
      run();
    }
  }, []);

  return { values, local, status, edit, save, saveLater, flush, forget };
}

"use client";

import type { ComboboxItem } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { IssueTypeOption, PriorityOption } from "@/modules/task-management/components/task-icons";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import {
  ISSUE_TYPES,
  PRIORITIES,
  TASK_STATUSES,
  type IssueType,
  type Priority,
} from "@/modules/task-management/shared/constants";
import { UNASSIGNED, type TaskFilterField } from "@/modules/task-management/shared/filters";
import type { TaskFilterOption } from "@/modules/task-management/shared/types";

function renderPriority(value: string) {
  return <PriorityOption priority={value as Priority} />;
}

function renderIssueType(value: string) {
  return <IssueTypeOption issueType={value as IssueType} />;
}

/**
 * The values each filter field offers. Statuses, priorities and issue types are fixed, columns
 * and people come from the module; labels from the filtersMap of GET /tasks, loaded when the
 * popover opens (one task asked for, only the map is used).
 */
export function useFilterOptions() {
  const tTasks = useTranslations("tasks");
  const t = useTranslations("tasks.filterBar");
  const { moduleId, columns, info, selfId } = useTaskModule();
  const [labels, setLabels] = useState<TaskFilterOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    taskApi
      .tasks(moduleId, { kind: "all", limit: 1 })
      .then((page) => {
        setLabels(page.filtersMap.labels);
        setError(null);
      })
      .catch((caught: unknown) => setError(errorMessage(caught, t("optionsFailed"))))
      .finally(() => {
        loading.current = false;
      });
  }, [moduleId, t]);

  const people = [...info.people].sort((a, b) => Number(b.id === selfId) - Number(a.id === selfId));

  const optionsFor = (field: TaskFilterField): ComboboxItem[] => {
    switch (field) {
      case "status":
        return TASK_STATUSES.map((value) => ({ value, label: tTasks(`status.${value}`) }));
      case "priority":
        return PRIORITIES.map((value) => ({ value, label: tTasks(`priority.${value}`) }));
      case "issueType":
        return ISSUE_TYPES.map((value) => ({ value, label: tTasks(`issueType.${value}`) }));
      case "column":
        return columns.map((column) => ({ value: column.id, label: column.name }));
      case "assignees":
        return [
          { value: UNASSIGNED, label: t("unassigned") },
          ...people.map((person) => ({
            value: person.id,
            label: person.id === selfId ? tTasks("me") : person.name,
          })),
        ];
      case "labels":
        return labels.map((label) => ({ value: label.value, label: label.label }));
      default:
        return [];
    }
  };

  const renderOptionFor = (field: TaskFilterField) =>
    field === "priority" ? renderPriority : field === "issueType" ? renderIssueType : undefined;

  return { load, error, optionsFor, renderOptionFor };
}

"use client";

import { CloseButton, Combobox, Group, Input, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconSubtask } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { TRACKER_TASK_SEARCH_MAX, type TimeEntryTask } from "@/modules/time-tracker/shared/types";
import classes from "./task-picker.module.css";
import { useTaskSearch, type TaskSearchState } from "./use-task-search";

/** A task chosen for the next entry (a picker option), or the running entry's task. */
export type PickedTask = Pick<TimeEntryTask, "taskManagementId" | "taskManagementTaskId" | "taskKey"> & {
  /** Null when the task is gone or no longer readable. */
  title: string | null;
  moduleName?: string;
};

// Task ids are 24 hex characters, so this value never collides with one.
const MORE = "more";

const WIDTH = { base: "100%", sm: 300 } as const;

type EmptyKind = "loading" | "error" | "hint" | "empty";

/** Why the list shows no option (or none yet); null when it has some. */
function emptyKind(state: TaskSearchState): EmptyKind | null {
  if (state.status === "error") return "error";
  if (state.items.length > 0) return null;
  if (state.status === "idle" || state.status === "loading") return "loading";
  return state.taskModules?.length === 0 ? "hint" : "empty";
}

/**
 * The task the next entry is tracked on: a searchable list of the tasks of the task modules
 * integrated with this time tracker (by title or key, asked as the user types), then the chosen
 * one as a removable chip. `readOnly` shows a task without changing it (the running entry's: an
 * entry's task cannot be changed). Without an integrated task module it says how to add one.
 */
export function TaskPicker({
  moduleId,
  value,
  onChange,
  readOnly = false,
  testId = "timer-task",
}: {
  /** The time tracker. */
  moduleId: string;
  value: PickedTask | null;
  onChange: (task: PickedTask | null) => void;
  readOnly?: boolean;
  testId?: string;
}) {
  const t = useTranslations("timeTracker.taskPicker");
  const labelId = useId();
  const [text, setText] = useState("");
  const latest = useRef("");
  const input = useRef<HTMLInputElement>(null);
  const { state, search, type, loadMore } = useTaskSearch(moduleId);
  const combobox = useCombobox({
    // Read again at each opening: tasks change on their boards meanwhile.
    onDropdownOpen: () => void search(latest.current),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  if (value || readOnly) {
    const remove = () => {
      onChange(null);
      // The search field takes the chip's place: the focus goes there, not to the page.
      requestAnimationFrame(() => input.current?.focus());
    };
    return (
      <Input.Wrapper
        label={t("label")}
        labelElement="div"
        labelProps={{ id: labelId }}
        w={WIDTH}
        data-testid={testId}
      >
        <Group
          role="group"
          aria-labelledby={labelId}
          className={classes.chip}
          gap={6}
          wrap="nowrap"
          data-testid={`${testId}-chip`}
          data-task-id={value?.taskManagementTaskId}
          data-readonly={readOnly || undefined}
        >
          <IconSubtask size={16} aria-hidden className={classes.icon} />
          {value ? (
            <TaskText task={value} unavailable={t("unavailable")} withModule />
          ) : (
            <Text size="sm" c="dimmed" truncate>
              {t("noTask")}
            </Text>
          )}
          {value && !readOnly && (
            <CloseButton
              size="sm"
              ml="auto"
              aria-label={t("remove", { key: value.taskKey })}
              onClick={remove}
              data-testid={`${testId}-remove`}
            />
          )}
        </Group>
      </Input.Wrapper>
    );
  }

  const pick = (id: string) => {
    if (id === MORE) {
      void loadMore();
      return;
    }
    const item = state.items.find((task) => task.taskManagementTaskId === id);
    if (!item) return;
    onChange(item);
    setText("");
    latest.current = "";
    combobox.closeDropdown();
  };

  const empty = emptyKind(state);
  const emptyText: Record<EmptyKind, string> = {
    loading: t("loading"),
    error: state.error ?? t("loadFailed"),
    hint: t("noModules"),
    empty: t("empty"),
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal position="bottom-start">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={input}
          role="combobox"
          label={t("label")}
          labelProps={{ id: labelId }}
          placeholder={t("placeholder")}
          value={text}
          maxLength={TRACKER_TASK_SEARCH_MAX}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            latest.current = next;
            combobox.resetSelectedOption();
            // Opening reads the list for this text at once; once open, typing waits for a pause.
            if (combobox.dropdownOpened) type(next);
            else combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          leftSection={<IconSubtask size={16} aria-hidden />}
          rightSection={
            state.status === "loading" ? <Loader size={14} aria-hidden /> : <Combobox.Chevron aria-hidden />
          }
          rightSectionPointerEvents="none"
          w={WIDTH}
          data-testid={`${testId}-search`}
        />
      </Combobox.Target>
      <Combobox.Dropdown data-testid={`${testId}-dropdown`}>
        <Combobox.Options
          labelledBy={labelId}
          aria-busy={state.status === "loading"}
          mah={280}
          style={{ overflowY: "auto" }}
        >
          {state.items.map((task) => (
            <Combobox.Option
              key={task.taskManagementTaskId}
              value={task.taskManagementTaskId}
              data-testid={`${testId}-option`}
              data-task-id={task.taskManagementTaskId}
              data-task-key={task.taskKey}
              data-status={task.status}
            >
              <TaskText task={task} unavailable={t("unavailable")} />
              <Text size="xs" c="dimmed" truncate>
                {t("where", { module: task.moduleName, column: task.columnName })}
              </Text>
            </Combobox.Option>
          ))}
          {state.status === "ready" && state.nextCursor && (
            <Combobox.Option value={MORE} disabled={state.loadingMore} data-testid={`${testId}-more`}>
              <Group gap="xs" wrap="nowrap">
                {state.loadingMore && <Loader size={12} aria-hidden />}
                <Text size="sm" c="dimmed">
                  {t("loadMore")}
                </Text>
              </Group>
            </Combobox.Option>
          )}
        </Combobox.Options>
        {/* Outside the listbox, which may hold only options. */}
        {empty && (
          <Combobox.Empty role="status" data-testid={`${testId}-${empty}`}>
            <Text size="sm" c={empty === "error" ? "red" : "dimmed"}>
              {emptyText[empty]}
            </Text>
          </Combobox.Empty>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** "KEY title", the key in bold (the title may be gone), and the module's name dimmed. */
function TaskText({
  task,
  unavailable,
  withModule = false,
}: {
  task: PickedTask;
  unavailable: string;
  withModule?: boolean;
}) {
  return (
    <Text size="sm" truncate className={classes.text}>
      <Text span fw={600} inherit>
        {task.taskKey}
      </Text>{" "}
      {task.title ?? (
        <Text span c="dimmed" inherit>
          {unavailable}
        </Text>
      )}
      {withModule && task.moduleName && (
        <>
          {" "}
          <Text span c="dimmed" size="xs" ml={2}>
            {task.moduleName}
          </Text>
        </>
      )}
    </Text>
  );
}

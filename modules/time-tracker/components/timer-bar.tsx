"use client";

import { Alert, Button, Group, Paper, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlayerPlayFilled, IconPlayerStopFilled } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, type FocusEvent } from "react";
import { translatedResolver } from "@/lib/client/form";
import { timerDraftBody, timerDraftFormSchema } from "@/modules/time-tracker/client/entry-form";
import { DESCRIPTION_MAX } from "@/modules/time-tracker/shared/types";
import { BillableToggle } from "./billable-toggle";
import { LiveDuration } from "./live-duration";
import { ManualRange } from "./manual-range";
import { RunningElsewhere } from "./running-elsewhere";
import { TagPicker } from "./tag-picker";
import { TaskPicker, type PickedTask } from "./task-picker";
import { useTimeTracker } from "./time-tracker-context";
import type { TimerDraft } from "./use-entry-actions";

type Mode = "timer" | "manual";
interface Draft {
  description: string;
  tags: string[];
  isBillable: boolean;
  task: PickedTask | null;
}
const EMPTY_DRAFT: Draft = { description: "", tags: [], isBillable: false, task: null };

/** What the create body carries of the draft: the task by its ids only. */
const toTimerDraft = (draft: Draft): TimerDraft => timerDraftBody(draft);

/**
 * The timer bar (spec §4 Timer): what the next entry is about (description, task, tags, billable)
 * and either the timer (HH:mm:ss while it runs, Start/Stop) or manual mode (a date and a time
 * range). While this module's timer runs, the fields show and change the running entry; its task
 * shows read-only (an entry's task is set when it is created).
 */
export function TimerBar() {
  const t = useTranslations("timeTracker.bar");
  const tAll = useTranslations();
  const { module, access, running, actions } = useTimeTracker();
  const [mode, setMode] = useState<Mode>("timer");
  // The next entry's fields (checked with the create body's rules); a running entry's are its own.
  const form = useForm<Draft>({
    initialValues: EMPTY_DRAFT,
    validate: translatedResolver(timerDraftFormSchema, tAll),
  });
  const draft = form.values;
  const [busy, setBusy] = useState(false);
  const runningHere = running && running.module.id === module.id ? running.entry : null;
  const live = mode === "timer" ? runningHere : null;

  if (!access.add) {
    return (
      <Stack gap="sm">
        <RunningElsewhere />
        <Alert color="gray" variant="light">
          {t("readOnly")}
        </Alert>
      </Stack>
    );
  }

  const fields: Draft = live
    ? { description: live.description, tags: live.tags, isBillable: live.isBillable, task: live.task }
    : draft;
  const change = (patch: Partial<Omit<Draft, "task">>) => {
    if (live) void actions.update(live, patch);
    else form.setValues(patch);
  };

  const toggle = async () => {
    if (!runningHere && form.validate().hasErrors) return;
    setBusy(true);
    if (runningHere && running) await actions.stop(running);
    else if (await actions.start(toTimerDraft(form.getValues()))) form.reset();
    setBusy(false);
  };

  return (
    <Stack gap="sm">
      <RunningElsewhere />
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="section"
        aria-label={t("label")}
        data-testid="timer-bar"
      >
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              // A running entry's description is edited in place; a change from elsewhere resets it.
              key={live ? `${live.id}:${live.description}` : "draft"}
              label={t("descriptionLabel")}
              placeholder={t("description")}
              maxLength={DESCRIPTION_MAX}
              {...(live
                ? {
                    defaultValue: live.description,
                    onBlur: (event: FocusEvent<HTMLInputElement>) => {
                      const text = event.currentTarget.value.trim();
                      if (text !== live.description) change({ description: text });
                    },
                  }
                : form.getInputProps("description"))}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                if (live) event.currentTarget.blur();
                else if (mode === "timer") void toggle();
              }}
              style={{ flex: "1 1 240px" }}
              data-testid="timer-description"
            />
            <TaskPicker
              moduleId={module.id}
              value={fields.task}
              onChange={(task) => form.setFieldValue("task", task)}
              readOnly={!!live}
            />
            <TagPicker value={fields.tags} onChange={(tags) => change({ tags })} />
            <BillableToggle value={fields.isBillable} onChange={(isBillable) => change({ isBillable })} />
            <SegmentedControl
              aria-label={t("modeLabel")}
              value={mode}
              onChange={(value) => setMode(value === "manual" ? "manual" : "timer")}
              data={[
                { value: "timer", label: t("modes.timer") },
                { value: "manual", label: t("modes.manual") },
              ]}
            />
          </Group>
          {mode === "timer" ? (
            <Group gap="md" justify="flex-end">
              <LiveDuration
                stoppedSeconds={0}
                running={runningHere ? [runningHere] : []}
                size="xl"
                fw={600}
                role="timer"
                aria-label={t("elapsed")}
                testId="timer-elapsed"
              />
              <Button
                color={runningHere ? "red" : undefined}
                leftSection={
                  runningHere ? (
                    <IconPlayerStopFilled size={16} aria-hidden />
                  ) : (
                    <IconPlayerPlayFilled size={16} aria-hidden />
                  )
                }
                onClick={() => void toggle()}
                loading={busy}
                data-testid="timer-toggle"
              >
                {runningHere ? t("stop") : t("start")}
              </Button>
            </Group>
          ) : (
            <ManualRange draft={toTimerDraft(draft)} onAdded={() => form.reset()} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

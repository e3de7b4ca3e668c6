"use client";

import { Select, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { suiteKey } from "@/modules/workflow-automation/shared/suite-moddle";
import type { DiagramElement, LoopMode, ModelerHandle } from "./modeler-handle";
import { CommitText } from "./setting-field";

const MODES: readonly LoopMode[] = ["none", "sequential", "parallel"];

/** What the element's loop marker is: none, a multi-instance one (in turn or at once), or another. */
function loopMode(element: DiagramElement): LoopMode | null {
  const loop = element.businessObject.loopCharacteristics;
  if (!loop) return "none";
  if (loop.$type !== "bpmn:MultiInstanceLoopCharacteristics") return null;
  return loop.isSequential ? "sequential" : "parallel";
}

/**
 * A service task's "For each item": its action run once per item of a list (FEEL over the run's
 * variables), one after another or all at once, each run seeing its item under a name of its own
 * (and `loopCounter`, from 1); the task's result is the list of its runs' results. BPMN's
 * multi-instance marker underneath (bpmn-js draws it, and its own menu may set it too).
 */
export function LoopSettings({ element, handle }: { element: DiagramElement; handle: ModelerHandle }) {
  const tm = useTranslations("workflowAutomation.modeler.loop");
  const bo = element.businessObject;
  const mode = loopMode(element);
  const text = (name: "collection" | "item") => {
    const value = bo.get(suiteKey(name));
    return typeof value === "string" ? value : "";
  };
  return (
    <Stack gap="xs">
      <Select
        label={tm("label")}
        data={MODES.map((value) => ({ value, label: tm(value) }))}
        value={mode}
        placeholder={tm("other")}
        allowDeselect={false}
        onChange={(value) => value && handle.setLoop(element, value as LoopMode)}
        data-testid="element-loop"
      />
      {mode !== "none" && (
        <>
          <CommitText
            label={tm("items")}
            value={text("collection")}
            required
            description={tm("itemsHint")}
            placeholder="= orders"
            error={text("collection") ? null : tm("itemsRequired")}
            testId="loop-items"
            onCommit={(value) =>
              handle.update(element, { [suiteKey("collection")]: value.trim() || undefined })
            }
          />
          <CommitText
            label={tm("item")}
            value={text("item")}
            description={tm("itemHint", { id: element.id })}
            placeholder="item"
            testId="loop-item"
            onCommit={(value) => handle.update(element, { [suiteKey("item")]: value.trim() || undefined })}
          />
        </>
      )}
    </Stack>
  );
}

"use client";

import { Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { AutosaveState } from "./use-autosave";

/** The body's autosave, said aloud to screen readers too: "Saving…", "Saved", "Not saved". */
export function SaveState({ state }: { state: AutosaveState }) {
  const t = useTranslations("contentHub.editor.autosave");
  return (
    <Text
      size="sm"
      c={state === "error" ? "red" : "dimmed"}
      aria-live="polite"
      data-testid="autosave-state"
      data-state={state}
    >
      {state === "idle" ? "" : t(state)}
    </Text>
  );
}

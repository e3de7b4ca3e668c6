"use client";

import { Button, Group, Modal, Radio, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EDIT_SCOPES, type EditScope } from "@/modules/ai-calendar/shared/types";

export type ScopeAction = "edit" | "delete" | "move";

interface ScopeModalProps {
  /** What is asked for; null: closed. */
  action: ScopeAction | null;
  onPick: (scope: EditScope) => void;
  onCancel: () => void;
}

/** Google Calendar's question for a series: this event, this and following events, or all events. */
export function ScopeModal({ action, onPick, onCancel }: ScopeModalProps) {
  const t = useTranslations("aiCalendar.scope");
  const tDialog = useTranslations("aiCalendar.dialog");
  const [scope, setScope] = useState<EditScope>("this");
  const title = action === "delete" ? t("deleteTitle") : action === "move" ? t("moveTitle") : t("editTitle");
  return (
    <Modal
      opened={action !== null}
      onClose={onCancel}
      title={title}
      size="sm"
      zIndex={400}
      data-testid="scope-modal"
    >
      <Radio.Group value={scope} onChange={(value) => setScope(value as EditScope)} aria-label={title}>
        <Stack gap="sm">
          {EDIT_SCOPES.map((item) => (
            <Radio key={item} value={item} label={t(item)} data-autofocus={item === "this" || undefined} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {tDialog("cancel")}
        </Button>
        <Button onClick={() => onPick(scope)} data-testid="scope-confirm">
          {t("confirm")}
        </Button>
      </Group>
    </Modal>
  );
}

"use client";

import { Button, Group, Paper, Text } from "@mantine/core";
import { IconCurrencyDollar, IconCurrencyDollarOff, IconTrash, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTimeTracker } from "./time-tracker-context";

type Action = "billable" | "nonBillable" | "delete";

/** What can be done to the selected entries at once, each in one bulk call (all or nothing). */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useTranslations("timeTracker");
  const { access, actions } = useTimeTracker();
  const [busy, setBusy] = useState<Action | null>(null);
  if (ids.length === 0) return null;

  const run = async (action: Action) => {
    setBusy(action);
    const done =
      action === "delete"
        ? await actions.bulkDelete(ids)
        : await actions.bulkBillable(ids, action === "billable");
    setBusy(null);
    if (done) onDone();
  };
  const billable = [
    { action: "billable", Icon: IconCurrencyDollar },
    { action: "nonBillable", Icon: IconCurrencyDollarOff },
  ] as const;

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={t("bulk.label")}
      data-testid="bulk-bar"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t("bulk.selected", { count: ids.length })}
        </Text>
        <Group gap="xs">
          {access.edit &&
            billable.map(({ action, Icon }) => (
              <Button
                key={action}
                size="xs"
                variant="default"
                leftSection={<Icon size={14} aria-hidden />}
                loading={busy === action}
                onClick={() => void run(action)}
              >
                {t(`bulk.${action}`)}
              </Button>
            ))}
          {access.delete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={busy === "delete"}
              onClick={() => void run("delete")}
              data-testid="bulk-delete"
            >
              {t("bulk.delete")}
            </Button>
          )}
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onDone}>
            {t("bulk.clear")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

"use client";

import { Alert, Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRowAction } from "@/components/ui/use-row-action";

/**
 * A turned-off webhook (by an admin, or by the service after repeated failures): nothing is sent and
 * no delivery can be sent again until it is on. `onTurnOn` (the kind's PUT …/webhook with
 * `enabled: true`; absent: the caller may not) turns it on from here.
 */
export function WebhookOffNotice({ onTurnOn }: { onTurnOn?: () => Promise<unknown> }) {
  const t = useTranslations("webhooks.off");
  const { busyId, run } = useRowAction();
  const turnOn = (work: () => Promise<unknown>) =>
    run("turn-on", async () => {
      await work();
      notifications.show({ color: "teal", message: t("turnedOn") });
    });

  return (
    <Alert color="yellow" title={t("title")} data-testid="webhook-off">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <Text size="sm">{t("body")}</Text>
        {onTurnOn && (
          <Button
            size="compact-sm"
            variant="light"
            loading={busyId === "turn-on"}
            onClick={() => void turnOn(onTurnOn)}
          >
            {t("turnOn")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

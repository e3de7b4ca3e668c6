"use client";

import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { IconClockExclamation } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { LiveDuration } from "./live-duration";
import { useTimeTracker } from "./time-tracker-context";

/** The caller's timer runs in another time tracker: say where, and offer to stop it. */
export function RunningElsewhere() {
  const t = useTranslations("timeTracker.bar");
  const { module, running, actions } = useTimeTracker();
  const [busy, setBusy] = useState(false);
  if (!running || running.module.id === module.id) return null;

  const stop = async () => {
    setBusy(true);
    await actions.stop(running);
    setBusy(false);
  };

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockExclamation size={18} aria-hidden />}
      data-testid="running-elsewhere"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t.rich("runningElsewhere", {
            module: running.module.name,
            link: (chunks) => (
              <Anchor component={Link} href={`/time-tracker/${running.module.id}`} inherit underline="always">
                {chunks}
              </Anchor>
            ),
          })}{" "}
          <LiveDuration stoppedSeconds={0} running={[running.entry]} size="sm" fw={600} />
        </Text>
        <Button size="xs" color="red" variant="light" onClick={() => void stop()} loading={busy}>
          {t("stopElsewhere")}
        </Button>
      </Group>
    </Alert>
  );
}

"use client";

import { Button, Group } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

interface StepActionsProps {
  onBack?: () => void;
  onSkip?: () => void;
  /** The primary (submit) button. */
  primary: ReactNode;
}

/** Back on the left; Skip and the step's primary button on the right. */
export function StepActions({ onBack, onSkip, primary }: StepActionsProps) {
  const t = useTranslations("onboarding");
  return (
    <Group justify="space-between" mt="md">
      <div>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t("back")}
          </Button>
        )}
      </div>
      <Group gap="sm">
        {onSkip && (
          <Button variant="subtle" onClick={onSkip}>
            {t("skip")}
          </Button>
        )}
        {primary}
      </Group>
    </Group>
  );
}

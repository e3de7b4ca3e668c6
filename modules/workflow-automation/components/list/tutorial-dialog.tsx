"use client";

import { Button, Group, Modal, Stack, Stepper, Text, ThemeIcon } from "@mantine/core";
import { getHotkeyHandler, useMediaQuery } from "@mantine/hooks";
import {
  IconBolt,
  IconListCheck,
  IconPlayerPlay,
  IconSitemap,
  IconSparkles,
  type Icon,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

const STEPS: readonly { key: string; icon: Icon }[] = [
  { key: "start", icon: IconSparkles },
  { key: "rule", icon: IconBolt },
  { key: "bpmn", icon: IconSitemap },
  { key: "deploy", icon: IconPlayerPlay },
  { key: "runs", icon: IconListCheck },
];

/**
 * The list's 'Tutorial': how an automation is made and followed, step by step — start (a template, a
 * description, or from scratch), the basic rule, the BPMN modeler, deploying and running, and each
 * run's instances, path and retry. Back and Next, or the arrow keys.
 */
export function TutorialDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("workflowAutomation.tutorial");
  const small = useMediaQuery("(max-width: 48em)");
  const [active, setActive] = useState(0);
  const last = STEPS.length - 1;
  const back = () => setActive((at) => Math.max(0, at - 1));
  const next = () => setActive((at) => Math.min(last, at + 1));
  return (
    <Modal opened onClose={onClose} title={t("title")} size={720} fullScreen={small} centered>
      <Stack
        onKeyDown={getHotkeyHandler([
          ["ArrowLeft", back],
          ["ArrowRight", next],
        ])}
        data-testid="automation-tutorial"
      >
        <Stepper active={active} onStepClick={setActive} size="xs" allowNextStepsSelect>
          {STEPS.map(({ key, icon: StepIcon }) => (
            <Stepper.Step
              key={key}
              label={small ? undefined : t(`steps.${key}.label`)}
              icon={<StepIcon size={16} aria-hidden />}
            >
              <Group wrap="nowrap" align="flex-start" gap="md" mt="sm">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <StepIcon size={28} />
                </ThemeIcon>
                <Stack gap={6}>
                  <Text fw={600}>{t(`steps.${key}.title`)}</Text>
                  <Text size="sm">{t(`steps.${key}.text`)}</Text>
                </Stack>
              </Group>
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t("position", { current: active + 1, total: STEPS.length })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={back} disabled={active === 0}>
              {t("back")}
            </Button>
            {active < last ? (
              <Button onClick={next} data-testid="tutorial-next">
                {t("next")}
              </Button>
            ) : (
              <Button onClick={onClose}>{t("done")}</Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

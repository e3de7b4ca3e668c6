"use client";

import { Progress, Stack, Stepper, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";

/**
 * A wizard's progress and current step heading (onboarding, the project wizard): a Stepper on
 * `sm` and up, a progress bar below it, then the step's title and text. Moving between steps puts
 * keyboard and screen-reader focus on the new title (not on the first render).
 */
export function WizardSteps({
  step,
  labels,
  progressLabel,
  title,
  text,
}: {
  step: number;
  labels: string[];
  progressLabel: string;
  title: string;
  text?: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <>
      <Stepper
        active={step}
        size="xs"
        allowNextStepsSelect={false}
        visibleFrom="sm"
        aria-label={progressLabel}
      >
        {labels.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Progress
        hiddenFrom="sm"
        value={((step + 1) / labels.length) * 100}
        aria-label={progressLabel}
        size="sm"
      />
      <Stack gap={4}>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: "none" }} data-step={step}>
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
      </Stack>
    </>
  );
}

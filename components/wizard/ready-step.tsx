"use client";

import { Button, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { FormError } from "@/components/ui/form-error";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { StepActions } from "./step-actions";

interface ReadyStepProps {
  /** Prefix of the test ids: `${testId}-error`, `${testId}-summary`. */
  testId: string;
  text: string;
  /** What the start button will do, a line each. */
  summary: string[];
  startLabel: string;
  onBack: () => void;
  onStart: () => Promise<"navigating">;
}

/** A wizard's last step: what the start button will do, then does it (its failure shows above). */
export function ReadyStep({ testId, text, summary, startLabel, onBack, onStart }: ReadyStepProps) {
  const { loading, error, submit } = useFormSubmit();
  const check = (
    <ThemeIcon color="teal" size={20} radius="xl">
      <IconCheck size={12} />
    </ThemeIcon>
  );
  return (
    <Stack>
      <FormError error={error} testId={`${testId}-error`} />
      <Text>{text}</Text>
      <List spacing="xs" icon={check} data-testid={`${testId}-summary`}>
        {summary.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
      <StepActions
        onBack={loading ? undefined : onBack}
        primary={
          <Button onClick={() => void submit(onStart)} loading={loading} autoFocus>
            {startLabel}
          </Button>
        }
      />
    </Stack>
  );
}

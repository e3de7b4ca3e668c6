"use client";

import { Text } from "@mantine/core";
import { GOAL_CURRENCIES, type GoalMeasurement } from "@/lib/goals/types";

/** The unit beside a manual value's field: %, the currency's code, nothing for plain numbers. */
export function MeasurementAffix({ measurement }: { measurement: GoalMeasurement }) {
  if (measurement === "number") return null;
  const text = measurement === "percent" ? "%" : GOAL_CURRENCIES[measurement];
  return (
    <Text size="xs" c="dimmed" aria-hidden>
      {text}
    </Text>
  );
}

"use client";

import "@mantine/dates/styles.css";
import { TimeInput } from "@mantine/dates";
import type { ChangeEvent } from "react";

/** A wall-clock time (`HH:mm`, the browser's native time field); `invalid` marks a bad range. */
export function ClockInput({
  label,
  hideLabel = false,
  value,
  onChange,
  onBlur,
  invalid,
  errorId,
  size = "sm",
  testId,
}: {
  label: string;
  /** In an entry row: the label only for assistive technology. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid: boolean;
  /** The id of the message that says what is wrong, read with the field while it is invalid. */
  errorId?: string;
  size?: "xs" | "sm";
  testId: string;
}) {
  return (
    <TimeInput
      {...(hideLabel ? { "aria-label": label } : { label })}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={invalid}
      aria-describedby={invalid ? errorId : undefined}
      size={size}
      w={hideLabel ? 100 : { base: "45%", xs: 120 }}
      data-testid={testId}
    />
  );
}

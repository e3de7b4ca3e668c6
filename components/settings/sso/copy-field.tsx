"use client";

import { ActionIcon, CopyButton, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** A read-only value with a copy button (an address to register or to share). */
export function CopyField({
  label,
  description,
  value,
  copyLabel,
  copiedLabel,
  testId,
}: {
  label: string;
  description?: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={["label", "input", "description"]}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? "teal" : "gray"}
                onClick={copy}
                aria-label={copied ? copiedLabel : copyLabel}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

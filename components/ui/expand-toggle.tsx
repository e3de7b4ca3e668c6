"use client";

import { ActionIcon } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";

/**
 * A table row's show/hide-details button: says whether its details are open (`aria-expanded`) and
 * which element they are (`aria-controls`, while open), with the chevron pointing the way.
 */
export function ExpandToggle({
  expanded,
  controls,
  label,
  onToggle,
  testId,
}: {
  expanded: boolean;
  /** The id of the details element. */
  controls: string;
  /** What the button does now ("Show details of …" / "Hide details of …"). */
  label: string;
  onToggle: () => void;
  testId?: string;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={label}
      onClick={onToggle}
      data-testid={testId}
    >
      {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
    </ActionIcon>
  );
}

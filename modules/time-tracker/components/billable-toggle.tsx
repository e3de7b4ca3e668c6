"use client";

import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCurrencyDollar } from "@tabler/icons-react";
import { useTranslations } from "next-intl";

/** Billable on or off: a toggle button (aria-pressed), filled while on. */
export function BillableToggle({
  value,
  onChange,
  disabled = false,
  size = "lg",
  tooltip = true,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  size?: "md" | "lg";
  /** Its state in a tooltip on hover and focus; off in entry rows (many of them), where the browser's title says it. */
  tooltip?: boolean;
}) {
  const t = useTranslations("timeTracker");
  const label = value ? t("billableOn") : t("billableOff");
  const button = (
    <ActionIcon
      variant={value ? "filled" : "default"}
      size={size}
      aria-label={t("billable")}
      aria-pressed={value}
      disabled={disabled}
      onClick={() => onChange(!value)}
      title={tooltip ? undefined : label}
      data-testid="billable-toggle"
    >
      <IconCurrencyDollar size={18} aria-hidden />
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
}

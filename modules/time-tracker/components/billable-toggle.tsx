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
}: {
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  size?: "md" | "lg";
}) {
  const t = useTranslations("timeTracker");
  const label = value ? t("billableOn") : t("billableOff");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={value ? "filled" : "default"}
        size={size}
        aria-label={t("billable")}
        aria-pressed={value}
        disabled={disabled}
        onClick={() => onChange(!value)}
        data-testid="billable-toggle"
      >
        <IconCurrencyDollar size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

"use client";

import { PasswordInput } from "@mantine/core";
import { useTranslations } from "next-intl";

/**
 * The current password that proves a change of the account (its address, its deletion); nothing
 * for an account without one (made by Google or single sign-on).
 */
export function CurrentPasswordInput({
  hasPassword,
  value,
  onChange,
  disabled,
  testId,
}: {
  hasPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  const t = useTranslations("profile.password");
  if (!hasPassword) return null;
  return (
    <PasswordInput
      label={t("current")}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="current-password"
      disabled={disabled}
      data-testid={testId}
    />
  );
}

"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** A search box named by its placeholder (also its accessible label), with a magnifier in front. */
export function SearchInput({
  label,
  value,
  onChange,
  iconSize = 16,
  ...props
}: Omit<TextInputProps, "value" | "onChange" | "placeholder" | "leftSection"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  iconSize?: number;
  "data-testid"?: string;
}) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={label}
      aria-label={label}
      leftSection={<IconSearch size={iconSize} aria-hidden />}
      {...props}
    />
  );
}

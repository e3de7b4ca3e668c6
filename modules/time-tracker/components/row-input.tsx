"use client";

import type { InputHTMLAttributes } from "react";
import classes from "./row-fields.module.css";

/**
 * A field of an entry row: a plain input drawn like Mantine's (xs or sm, default or filled), with
 * `invalid` marking it for assistive technology and the eye. Rows render many of these, so they
 * carry none of Mantine's wrappers.
 */
export function RowInput({
  size = "xs",
  variant = "default",
  invalid = false,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & {
  size?: "xs" | "sm";
  variant?: "default" | "filled";
  invalid?: boolean;
}) {
  const classNames = [
    classes.field,
    size === "sm" && classes.sm,
    variant === "filled" && classes.filled,
    className,
  ].filter(Boolean);
  return <input {...props} aria-invalid={invalid || undefined} className={classNames.join(" ")} />;
}

export { classes as rowFieldClasses };

"use client";

import type { ReactNode } from "react";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import type { Answers } from "@/modules/form-builder/shared/validation";
import classes from "../form-renderer.module.css";

// What the input elements' components share: the required mark, the labelled field around an
// input (label, input, description, error) and the input's common attributes.

/** The red asterisk after a required element's label (hidden from screen readers: aria-required says it). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={classes.required} aria-hidden>
      *
    </span>
  ) : null;
}

/** An input with its label above, its description and its error (announced) below. */
export function LabelledField({
  element,
  id,
  error,
  children,
}: {
  element: FormElement;
  id: string;
  error?: string;
  children: ReactNode;
}) {
  const c = element.configuration;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {c.label}
        <RequiredMark required={c.required} />
      </label>
      {children}
      {c.description && <span className={classes.muted}>{c.description}</span>}
      {error && (
        <span className={classes.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The attributes every text-like input, textarea and select carries. */
export const inputProps = (element: FormElement, id: string, error: string | undefined) => ({
  id,
  className: classes.input,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
  "aria-required": element.configuration.required || undefined,
});

/** A text or number answer as an input's value ("" for anything else). */
export const textOf = (value: Answers[string]) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

"use client";

import type { ElementProps } from "../element-props";
import { RequiredMark } from "../field-parts";
import classes from "../../form-renderer.module.css";

/** Checkbox and Opt-in: one box with the label beside it; the answer is whether it is checked. */
export function CheckboxElement({ element, id, value, error, onChange }: ElementProps) {
  const c = element.configuration;
  return (
    <div className={classes.field}>
      <label className={classes.choice}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid={`input-${element.id}`}
        />
        <span>
          {c.label}
          <RequiredMark required={c.required} />
        </span>
      </label>
      {c.description && <span className={classes.muted}>{c.description}</span>}
      {error && (
        <span className={classes.error} id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

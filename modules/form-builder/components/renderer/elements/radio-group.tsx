"use client";

import type { ElementProps } from "../element-props";
import { RequiredMark } from "../field-parts";
import classes from "../../form-renderer.module.css";

/** Radio: a radio group named by the element's label; the answer is the option chosen. */
export function RadioElement({ element, id, value, error, onChange }: ElementProps) {
  const c = element.configuration;
  return (
    <div className={classes.field}>
      <span id={`${id}-label`} className={classes.label}>
        {c.label}
        <RequiredMark required={c.required} />
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`}>
        {(c.options ?? []).map((option) => (
          <label key={option} className={classes.choice}>
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <span className={classes.error} id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

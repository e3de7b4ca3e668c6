"use client";

import type { ElementProps } from "../element-props";
import { inputProps, LabelledField, textOf } from "../field-parts";

/** Dropdown: a select whose first, empty option shows the placeholder (choosing it clears the answer). */
export function SelectElement({ element, id, value, error, onChange }: ElementProps) {
  const c = element.configuration;
  return (
    <LabelledField element={element} id={id} error={error}>
      <select
        {...inputProps(element, id, error)}
        value={textOf(value)}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{c.placeholder ?? ""}</option>
        {(c.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

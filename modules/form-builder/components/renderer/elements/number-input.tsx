"use client";

import type { ElementProps } from "../element-props";
import { inputProps, LabelledField, textOf } from "../field-parts";

/** Number: a number input within the element's bounds; empty is no answer. */
export function NumberElement({ element, id, value, error, onChange }: ElementProps) {
  const c = element.configuration;
  return (
    <LabelledField element={element} id={id} error={error}>
      <input
        {...inputProps(element, id, error)}
        type="number"
        min={c.min}
        max={c.max}
        placeholder={c.placeholder}
        value={textOf(value)}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      />
    </LabelledField>
  );
}

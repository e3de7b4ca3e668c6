"use client";

import type { ElementProps } from "../element-props";
import { inputProps, LabelledField, textOf } from "../field-parts";

/** Long text: a textarea of the element's rows. */
export function LongTextElement({ element, id, value, error, onChange }: ElementProps) {
  const c = element.configuration;
  return (
    <LabelledField element={element} id={id} error={error}>
      <textarea
        {...inputProps(element, id, error)}
        rows={c.minRows ?? 2}
        placeholder={c.placeholder}
        value={textOf(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}

"use client";

import type { ElementType } from "@/modules/form-builder/shared/elements";
import type { ElementProps } from "../element-props";
import { inputProps, LabelledField, textOf } from "../field-parts";

const INPUT_TYPES: Partial<Record<ElementType, string>> = {
  email: "email",
  url: "url",
  phone: "tel",
  date: "date",
  time: "time",
};

/** One line of text: Short text, Full name, Address, Email, URL, Phone, Date and Time (their input types). */
export function TextInputElement({ element, id, value, error, onChange }: ElementProps) {
  return (
    <LabelledField element={element} id={id} error={error}>
      <input
        {...inputProps(element, id, error)}
        type={INPUT_TYPES[element.type] ?? "text"}
        placeholder={element.configuration.placeholder}
        value={textOf(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}

"use client";

import type { ElementProps } from "../element-props";
import { LabelledField } from "../field-parts";
import { SignaturePad } from "./signature-pad";

/** Signature: drawn on a pad; the answer is the drawing. */
export function SignatureElement({ element, id, value, error, onChange, clearLabel }: ElementProps) {
  return (
    <LabelledField element={element} id={id} error={error}>
      <SignaturePad
        id={id}
        value={typeof value === "string" ? value : ""}
        onChange={onChange}
        clearLabel={clearLabel}
      />
    </LabelledField>
  );
}

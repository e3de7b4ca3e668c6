// The checks of the element configuration panel: formElementSchema, the rule the server saves the
// form with, read back onto the panel's fields so a problem shows where it is typed rather than as a
// failed save. Pure.
import * as z from "@/lib/zod";
import {
  formElementSchema,
  type ElementConfig,
  type FormElement,
} from "@/modules/form-builder/shared/elements";

/** The element-wide rules, on the field that breaks them. */
const RULE_FIELDS: Partial<Record<string, keyof ElementConfig>> = {
  "validation.formOptionsRequired": "options",
  "validation.formRowsRange": "maxRows",
  "validation.formImageSize": "maxSize",
  "validation.formMinMax": "max",
};

/** Each configuration field's problem as a message key (validation.*); a rule without one of its own reads 'The form is not valid'. */
export function elementConfigErrors(element: FormElement): Partial<Record<keyof ElementConfig, string>> {
  const parsed = z.safeParse(formElementSchema, element);
  const errors: Partial<Record<keyof ElementConfig, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, key] = issue.path;
    const field =
      head === "configuration" && typeof key === "string"
        ? (key as keyof ElementConfig)
        : RULE_FIELDS[issue.message];
    if (!field) continue;
    errors[field] ??= issue.message.startsWith("validation.")
      ? issue.message
      : "validation.formContentInvalid";
  }
  return errors;
}

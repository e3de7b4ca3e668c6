// A published form's answers as a respondent fills them in: the rules come from the form's own
// definition at run time (each element's configuration and the logic rules), checked with
// validateAnswers, the function the server runs on submission, so both say the same thing. Pure:
// the public page (/f/{slug}) loads it, light as it must stay.
import type { FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import { hiddenElements } from "@/modules/form-builder/shared/logic";
import { validateAnswers, type Answers, type FieldError } from "@/modules/form-builder/shared/validation";

/** The renderer's fields: the answers by element id, and the honeypot (people leave it empty). */
export interface AnswersFormValues {
  answers: Answers;
  website: string;
}

/** The form field of an element's answer (its errors are keyed so too). */
export const answerPath = (elementId: string) => `answers.${elementId}` as const;

/** The answers an element starts with: its default value, if it has one. */
export function initialAnswers(elements: readonly FormElement[]): Answers {
  const out: Answers = {};
  for (const e of elements) {
    const value = e.configuration.defaultValue;
    if (value !== undefined && value !== "") out[e.id] = value;
  }
  return out;
}

/**
 * The errors of every shown element's answer (hidden ones, by logic, are not checked), by answer
 * path, in the respondent's words.
 */
export function answersFormErrors(
  form: { elements: FormElement[]; logic: LogicRule[] },
  answers: Answers,
  message: (error: FieldError) => string,
): Record<string, string> {
  const hidden = hiddenElements(form.elements, form.logic, answers);
  const { errors } = validateAnswers(form.elements, answers, hidden);
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [answerPath(id), message(error)]));
}

/** The server's errors of a submission (by element id) as the form's errors. */
export const serverAnswerErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([id, message]) => [answerPath(id), message]));

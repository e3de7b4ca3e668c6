import type { ComponentType } from "react";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import type { AnswerValue, Answers, FileAnswer } from "@/modules/form-builder/shared/validation";

/** What the form renderer gives the component of an element's type (element-renderers.ts). */
export interface ElementProps {
  element: FormElement;
  /** The id of the element's input (`f-{element id}`); its error's is `{id}-error`. */
  id: string;
  value: Answers[string];
  error?: string;
  onChange: (value: AnswerValue | null) => void;
  onUpload?: (element: FormElement, file: File) => Promise<FileAnswer>;
  /** The message of a failed upload that gave none. */
  uploadFailed: string;
  /** The signature pad's Clear button. */
  clearLabel: string;
}

export type ElementRenderer = ComponentType<ElementProps>;

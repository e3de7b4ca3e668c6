import type { ElementType } from "@/modules/form-builder/shared/elements";
import type { ElementRenderer } from "./element-props";
import { BlankSpaceElement } from "./elements/blank-space";
import { CheckboxElement } from "./elements/checkbox";
import { CustomCodeElement } from "./elements/custom-code";
import { DescriptionElement } from "./elements/description";
import { FileUploadElement } from "./elements/file-upload";
import { HeadingElement } from "./elements/heading";
import { LongTextElement } from "./elements/long-text";
import { NumberElement } from "./elements/number-input";
import { RadioElement } from "./elements/radio-group";
import { SelectElement } from "./elements/select";
import { SignatureElement } from "./elements/signature";
import { TextInputElement } from "./elements/text-input";

/**
 * The component that shows each element type to respondents (form-renderer.tsx). Every type has
 * one: a new type in ELEMENT_TYPES does not compile until it is added here. Respondent-side code
 * only (plain inputs, no Mantine, no editor): the public form's bundle carries all of it.
 */
export const ELEMENT_RENDERERS: Record<ElementType, ElementRenderer> = {
  shortText: TextInputElement,
  longText: LongTextElement,
  checkbox: CheckboxElement,
  radio: RadioElement,
  select: SelectElement,
  image: FileUploadElement,
  number: NumberElement,
  date: TextInputElement,
  time: TextInputElement,
  url: TextInputElement,
  fullName: TextInputElement,
  phone: TextInputElement,
  address: TextInputElement,
  email: TextInputElement,
  signature: SignatureElement,
  customCode: CustomCodeElement,
  fileUpload: FileUploadElement,
  optIn: CheckboxElement,
  heading: HeadingElement,
  description: DescriptionElement,
  blankSpace: BlankSpaceElement,
};

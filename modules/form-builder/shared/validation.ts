// The answer rules of every element (spec §5 form element): one function used by the public form in
// the browser and by the server on submission, so both say the same thing. Messages are keys of
// messages/*.json with their values ('{label} is required', 'Invalid email', 'Invalid URL', 'Must be
// checked', number min/max, file type and size).
import * as z from "@/lib/zod";
import {
  BOOLEAN_TYPES,
  CHOICE_TYPES,
  FILE_KIND_MIME,
  FILE_KINDS,
  FILE_MAX_SIZE_MB,
  IMAGE_MAX_SIZE_MB,
  IMAGE_MIME,
  TEXT_ANSWER_MAX,
  elementLabel,
  isInputType,
  type FileKind,
  type FormElement,
} from "./elements";

/** A file answer: an upload of this form (its key, name, size and type as stored). */
export const fileAnswerSchema = z.object({
  fileKey: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type FileAnswer = z.output<typeof fileAnswerSchema>;
/** A stored answer: text (a signature's data URL too), a number, a checked box, or a file. */
export const answerValueSchema = z.union([z.string(), z.number(), z.boolean(), fileAnswerSchema]);
export type AnswerValue = z.output<typeof answerValueSchema>;
export type Answers = Record<string, AnswerValue | null | undefined>;

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SIGNATURE_MAX_CHARS = 400_000;
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export function isFileAnswer(value: unknown): value is FileAnswer {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.fileKey === "string" &&
    typeof v.name === "string" &&
    typeof v.size === "number" &&
    typeof v.contentType === "string"
  );
}

/** The MIME types a file element accepts. */
export function acceptedMime(element: Pick<FormElement, "type" | "configuration">): string[] {
  if (element.type === "image") return [...IMAGE_MIME];
  const kinds = (element.configuration.format ?? "pdf,image,doc")
    .split(",")
    .map((k) => k.trim())
    .filter((k): k is FileKind => (FILE_KINDS as readonly string[]).includes(k));
  return [...new Set(kinds.flatMap((k) => FILE_KIND_MIME[k]))];
}

/** A file element's size limit in bytes (Image 8 MB). */
export function maxBytes(element: Pick<FormElement, "type" | "configuration">): number {
  const cap = element.type === "image" ? IMAGE_MAX_SIZE_MB : FILE_MAX_SIZE_MB;
  return Math.min(element.configuration.maxSize ?? cap, cap) * 1024 * 1024;
}

export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  value === false ||
  (typeof value === "string" && value.trim() === "");

/** The error of one element's answer, or null. Display elements have no answer and no error. */
export function validateAnswer(element: FormElement, value: unknown): FieldError | null {
  if (!isInputType(element.type)) return null;
  const c = element.configuration;
  const label = elementLabel(element);
  if (isEmptyAnswer(value)) {
    if (!c.required) return null;
    return BOOLEAN_TYPES.has(element.type)
      ? { key: "validation.formMustBeChecked" }
      : { key: "validation.formFieldRequired", values: { label } };
  }
  if (BOOLEAN_TYPES.has(element.type)) {
    return typeof value === "boolean" ? null : { key: "validation.formInvalidAnswer" };
  }
  if (element.type === "number") {
    const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
    if (!Number.isFinite(n)) return { key: "validation.formNumberInvalid" };
    if (c.min !== undefined && n < c.min) return { key: "validation.formNumberMin", values: { min: c.min } };
    if (c.max !== undefined && n > c.max) return { key: "validation.formNumberMax", values: { max: c.max } };
    return null;
  }
  if (element.type === "image" || element.type === "fileUpload") {
    if (!isFileAnswer(value)) return { key: "validation.formInvalidAnswer" };
    if (!acceptedMime(element).includes(value.contentType)) return { key: "validation.formFileType" };
    if (value.size > maxBytes(element))
      return { key: "validation.formFileTooLarge", values: { max: maxBytes(element) / 1024 / 1024 } };
    return null;
  }
  if (typeof value !== "string") return { key: "validation.formInvalidAnswer" };
  if (element.type === "signature") {
    return value.length <= SIGNATURE_MAX_CHARS && SIGNATURE.test(value)
      ? null
      : { key: "validation.formSignatureInvalid" };
  }
  if (value.length > TEXT_ANSWER_MAX)
    return { key: "validation.formTextTooLong", values: { max: TEXT_ANSWER_MAX } };
  const text = value.trim();
  switch (element.type) {
    case "email":
      return EMAIL.test(text) ? null : { key: "validation.emailInvalid" };
    case "url":
      return isValidUrl(text) ? null : { key: "validation.formUrlInvalid" };
    case "phone":
      return PHONE.test(text) ? null : { key: "validation.formPhoneInvalid" };
    case "date":
      return DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
        ? null
        : { key: "validation.formDateInvalid" };
    case "time":
      return TIME.test(text) ? null : { key: "validation.formTimeInvalid" };
    default:
      if (CHOICE_TYPES.has(element.type) && !(element.configuration.options ?? []).includes(value))
        return { key: "validation.formChoiceInvalid" };
      return null;
  }
}

/** Normalises an answer for storage: trimmed text, numbers as numbers. */
export function normalizeAnswer(element: FormElement, value: AnswerValue): AnswerValue {
  if (element.type === "number") return typeof value === "number" ? value : Number(value);
  if (typeof value === "string" && element.type !== "signature") return value.trim();
  return value;
}

/**
 * Every visible element's error (hidden ones — by logic — are neither validated nor kept). Returns
 * the errors and the answers to store (visible input elements only, empty ones left out).
 */
export function validateAnswers(
  elements: FormElement[],
  answers: Answers,
  hidden: ReadonlySet<string>,
): { errors: FieldErrors; clean: Record<string, AnswerValue> } {
  const errors: FieldErrors = {};
  const clean: Record<string, AnswerValue> = {};
  for (const element of elements) {
    if (hidden.has(element.id) || !isInputType(element.type)) continue;
    const value = answers[element.id];
    const error = validateAnswer(element, value);
    if (error) errors[element.id] = error;
    else if (!isEmptyAnswer(value)) clean[element.id] = normalizeAnswer(element, value as AnswerValue);
  }
  return { errors, clean };
}

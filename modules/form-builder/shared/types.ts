// The Form builder's API contract (issue 17; spec/modules.md §3 form, §7 Form builder): what the
// routes return. Pure types, shared by the server, the client and the tests.
import type { FormConfiguration, FormElement, LogicRule } from "./elements";
import type { AnswerValue, FieldError } from "./validation";

export const FORM_BUILDER_TAG = "FormBuilder";
export const FORMS_PAGE_SIZE = 24;
export const RESPONSES_PAGE_SIZE = 50;
/** Dashboard folders: a name of at most 60 characters, at most 200 folders per module. */
export const FORM_FOLDER_NAME_MAX = 60;
export const FORM_FOLDERS_MAX = 200;

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface FormBuilderInfo {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
  access: { read: boolean; add: boolean; edit: boolean; delete: boolean; manage: boolean };
}

export interface FormSettings {
  acceptingResponses: boolean;
  closesAt: string | null;
  responseLimit: number | null;
  onePerBrowser: boolean;
  thankYouMessage: string;
  redirectUrl: string | null;
}

/** A card of the forms list. */
export interface FormItem {
  id: string;
  title: string;
  description: string;
  private: boolean;
  slug: string;
  published: boolean;
  hasDraftChanges: boolean;
  responseCount: number;
  elementCount: number;
  theme: string;
  updatedAt: string;
  creator: { id: string; name: string } | null;
  /** The dashboard folder the form is filed in. */
  folder: { id: string; name: string } | null;
}

/** A dashboard folder (dashboard/folders) with the number of its forms the caller sees. */
export interface FormFolderItem {
  id: string;
  name: string;
  formCount: number;
  updatedAt: string;
}

/** A form with its draft, as the editor reads it. */
export interface Form extends FormItem {
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
  settings: FormSettings;
  publishedVersion: { id: string; version: number; publishedAt: string } | null;
  following: boolean;
  webhook: { url: string; enabled: boolean } | null;
}

/** What /f/{slug} shows: the published version, and whether it takes responses now. */
export interface PublicForm {
  slug: string;
  versionId: string;
  title: string;
  description: string;
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
  open: boolean;
  /** Why it is closed: closed by its team, past its close date, or its response limit reached. */
  closedReason: "closed" | "closeDate" | "limit" | null;
  onePerBrowser: boolean;
}

export interface SubmitResult {
  id: string;
  thankYouMessage: string;
  redirectUrl: string | null;
}

/** 400 body of a submission with errors: `fields` maps element ids to their translated messages. */
export interface SubmitErrors {
  fields: Record<string, string>;
}

export interface FormResponseItem {
  id: string;
  version: number;
  createdAt: string;
  answers: Record<string, AnswerValue>;
}

export interface FormResponseDetail extends FormResponseItem {
  /** The elements of the version it answered (labels and types to show the answers with). */
  elements: FormElement[];
}

export interface QuestionSummary {
  elementId: string;
  label: string;
  type: string;
  answered: number;
  /** Choices, checkboxes: counts per option (or "Yes"/"No"). */
  choices?: { value: string; count: number }[];
  /** Numbers. */
  number?: { min: number; max: number; mean: number; median: number } | null;
  /** Text: the latest few answers. */
  samples?: string[];
}

export interface FormAnalytics {
  views: number;
  starts: number;
  submissions: number;
  /** submissions / starts (0 when nobody started). */
  completionRate: number;
  /** Visits that started and left without submitting, by the furthest element they reached. */
  dropOff: { elementId: string; label: string; count: number }[];
  questions: QuestionSummary[];
  /** Responses per UTC day over the last `days` days. */
  overTime: { date: string; count: number }[];
}

export interface FormInsights {
  forms: number;
  published: number;
  views: number;
  starts: number;
  submissions: number;
  completionRate: number;
  top: { id: string; title: string; submissions: number; views: number; completionRate: number }[];
  overTime: { date: string; count: number }[];
}

export interface FormWebhookInfo {
  url: string;
  enabled: boolean;
  /** Shown once: when the webhook is first set or its secret rotated. */
  secret: string | null;
}

export interface FormDraft {
  title: string;
  description: string;
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
  /** The template it adapted (built-in provider), or null (a model's form). */
  templateId: string | null;
}

export type { FieldError };

// The form builder's element types (spec/modules.md §3 form element, §5 element limits, §9 element
// types) and the element schema every form, template, AI draft and published version must pass.
// Pure: shared by the editor, the public form and the server.
import * as z from "@/lib/zod";

export const BASIC_TYPES = [
  "shortText",
  "longText",
  "checkbox",
  "radio",
  "select",
  "image",
  "number",
  "date",
  "time",
  "url",
] as const;
export const CONTACT_TYPES = ["fullName", "phone", "address", "email"] as const;
export const ADVANCED_TYPES = ["signature", "customCode", "fileUpload", "optIn"] as const;
export const FORMATTING_TYPES = ["heading", "description", "blankSpace"] as const;

export const ELEMENT_TYPES = [
  ...BASIC_TYPES,
  ...CONTACT_TYPES,
  ...ADVANCED_TYPES,
  ...FORMATTING_TYPES,
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const PALETTE_GROUPS = [
  { id: "basic", types: BASIC_TYPES },
  { id: "contact", types: CONTACT_TYPES },
  { id: "advanced", types: ADVANCED_TYPES },
  { id: "formatting", types: FORMATTING_TYPES },
] as const;

/** Types that only show something (no answer). */
export const DISPLAY_TYPES: ReadonlySet<string> = new Set([
  "customCode",
  "heading",
  "description",
  "blankSpace",
]);
export const isInputType = (type: string) => !DISPLAY_TYPES.has(type);
export const CHOICE_TYPES: ReadonlySet<string> = new Set(["radio", "select"]);
export const FILE_TYPES: ReadonlySet<string> = new Set(["image", "fileUpload"]);
export const BOOLEAN_TYPES: ReadonlySet<string> = new Set(["checkbox", "optIn"]);

/** The size an element gets when dropped from the palette (grid units: 12 columns, rows of 20 px). */
export const PALETTE_SIZE: Record<ElementType, { w: number; h: number }> = {
  shortText: { w: 12, h: 4 },
  longText: { w: 12, h: 6 },
  checkbox: { w: 12, h: 2 },
  radio: { w: 12, h: 5 },
  select: { w: 12, h: 4 },
  image: { w: 12, h: 5 },
  number: { w: 6, h: 4 },
  date: { w: 6, h: 4 },
  time: { w: 6, h: 4 },
  url: { w: 12, h: 4 },
  fullName: { w: 12, h: 4 },
  phone: { w: 6, h: 4 },
  address: { w: 12, h: 6 },
  email: { w: 12, h: 4 },
  signature: { w: 12, h: 8 },
  customCode: { w: 12, h: 4 },
  fileUpload: { w: 12, h: 5 },
  optIn: { w: 12, h: 2 },
  heading: { w: 12, h: 3 },
  description: { w: 12, h: 3 },
  blankSpace: { w: 12, h: 2 },
};

/** §5 element limits. */
export const LONG_TEXT_MIN_ROWS = 2;
export const LONG_TEXT_MAX_ROWS = 5;
export const IMAGE_MAX_SIZE_MB = 8;
export const FILE_MAX_SIZE_MB = 10;
export const NUMBER_MIN = 0;
export const NUMBER_MAX = 20;
export const GRID_COLS = { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 } as const;
export const GRID_ROW_HEIGHT = 20;
export const GRID_MARGIN = 20;
export const ELEMENTS_MAX = 200;
export const OPTIONS_MAX = 100;
export const LABEL_MAX = 300;
export const TEXT_ANSWER_MAX = 5_000;
export const CUSTOM_CODE_MAX = 20_000;
export const FORM_TITLE_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2_000;

/** Accepted file kinds of a File upload element (`format`: a comma-separated list of these). */
export const FILE_KINDS = ["pdf", "image", "doc", "sheet", "zip"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** Recognised by their bytes on upload (lib/server/files/file-types.ts). */
export const IMAGE_MIME = ["image/jpeg", "image/png", "image/webp"] as const;
export const FILE_KIND_MIME: Record<FileKind, readonly string[]> = {
  pdf: ["application/pdf"],
  image: IMAGE_MIME,
  doc: ["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  sheet: [
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "text/csv",
  ],
  zip: ["application/zip"],
};

export const ALIGNMENTS = ["left", "center", "right"] as const;
export const DIRECTIONS = ["ltr", "rtl"] as const;
export const THEME_IDS = ["1", "1.1", "1.2", "1.3", "2", "3", "4", "5", "6"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

const str = (max: number) => z.string().check(z.maxLength(max));
const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

export const elementConfigSchema = z.object({
  label: z.optional(str(LABEL_MAX)),
  required: z.optional(z.boolean()),
  defaultValue: z.optional(z.union([str(TEXT_ANSWER_MAX), z.number(), z.boolean()])),
  placeholder: z.optional(str(LABEL_MAX)),
  options: z.optional(z.array(str(LABEL_MAX).check(z.minLength(1))).check(z.maxLength(OPTIONS_MAX))),
  min: z.optional(z.number().check(z.gte(-1e12), z.lte(1e12))),
  max: z.optional(z.number().check(z.gte(-1e12), z.lte(1e12))),
  minRows: z.optional(int(1, 50)),
  maxRows: z.optional(int(1, 50)),
  /** MB. */
  maxSize: z.optional(z.number().check(z.gt(0), z.lte(FILE_MAX_SIZE_MB))),
  /** File upload: accepted kinds ("pdf,image"); Date: a display format. */
  format: z.optional(str(100)),
  description: z.optional(str(FORM_DESCRIPTION_MAX)),
  title: z.optional(str(LABEL_MAX)),
  heading: z.optional(str(LABEL_MAX)),
  divider: z.optional(z.boolean()),
  valuePropName: z.optional(str(50)),
  /** Custom Code: HTML, sanitised wherever it is shown. */
  html: z.optional(str(CUSTOM_CODE_MAX)),
});
export type ElementConfig = z.infer<typeof elementConfigSchema>;

const gridInt = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));

export const formElementSchema = z
  .object({
    /** Stable id: answers and logic rules refer to it across versions. */
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
    /** The grid index ("0", "1", …): renumbered when an element before it is deleted. */
    i: z.string().check(z.regex(/^\d{1,4}$/)),
    x: gridInt(11),
    y: gridInt(10_000),
    w: z.number().check(z.int(), z.gte(1), z.lte(12)),
    h: z.number().check(z.int(), z.gte(1), z.lte(60)),
    type: z.enum(ELEMENT_TYPES),
    configuration: elementConfigSchema,
  })
  .check(
    z.refine((e) => e.x + e.w <= 12, "validation.formElementOutOfGrid"),
    z.refine(
      (e) => !CHOICE_TYPES.has(e.type) || (e.configuration.options?.length ?? 0) > 0,
      "validation.formOptionsRequired",
    ),
    z.refine(
      (e) =>
        e.type !== "longText" ||
        ((e.configuration.minRows ?? LONG_TEXT_MIN_ROWS) >= LONG_TEXT_MIN_ROWS &&
          (e.configuration.maxRows ?? LONG_TEXT_MAX_ROWS) <= LONG_TEXT_MAX_ROWS &&
          (e.configuration.minRows ?? LONG_TEXT_MIN_ROWS) <= (e.configuration.maxRows ?? LONG_TEXT_MAX_ROWS)),
      "validation.formRowsRange",
    ),
    z.refine(
      (e) => e.type !== "image" || (e.configuration.maxSize ?? IMAGE_MAX_SIZE_MB) <= IMAGE_MAX_SIZE_MB,
      "validation.formImageSize",
    ),
    z.refine(
      (e) =>
        e.configuration.min === undefined ||
        e.configuration.max === undefined ||
        e.configuration.min <= e.configuration.max,
      "validation.formMinMax",
    ),
  );
export type FormElement = z.infer<typeof formElementSchema>;

export const formConfigurationSchema = z.object({
  theme: z._default(z.enum(THEME_IDS), "1"),
  alignment: z._default(z.enum(ALIGNMENTS), "left"),
  direction: z._default(z.enum(DIRECTIONS), "ltr"),
});
export type FormConfiguration = z.infer<typeof formConfigurationSchema>;
export const DEFAULT_CONFIGURATION: FormConfiguration = { theme: "1", alignment: "left", direction: "ltr" };

/** A form's configuration as stored and answered: every field set (formConfigurationSchema fills them). */
export const storedConfigurationSchema = z.object({
  theme: z.enum(THEME_IDS),
  alignment: z.enum(ALIGNMENTS),
  direction: z.enum(DIRECTIONS),
});

export const LOGIC_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "isEmpty",
  "isNotEmpty",
  "greaterThan",
  "lessThan",
] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];
export const LOGIC_ACTIONS = ["show", "hide", "skip"] as const;
export type LogicAction = (typeof LOGIC_ACTIONS)[number];
export const RULES_MAX = 100;

export const logicRuleSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  /** The stable id of the element whose answer is tested. */
  when: z.string().check(z.minLength(1), z.maxLength(32)),
  operator: z.enum(LOGIC_OPERATORS),
  value: z._default(z.string().check(z.maxLength(LABEL_MAX)), ""),
  action: z.enum(LOGIC_ACTIONS),
  /** The stable id of the element shown, hidden or skipped to. */
  target: z.string().check(z.minLength(1), z.maxLength(32)),
});
export type LogicRule = z.infer<typeof logicRuleSchema>;

/** A logic rule as stored and answered: its value always set (logicRuleSchema fills it). */
export const storedLogicRuleSchema = z.extend(logicRuleSchema, {
  value: z.string().check(z.maxLength(LABEL_MAX)),
});

/** A whole form's content: what is saved, published, templated and drafted by AI. */
export const formContentSchema = z
  .object({
    elements: z.array(formElementSchema).check(z.maxLength(ELEMENTS_MAX, "validation.formTooManyElements")),
    configuration: formConfigurationSchema,
    logic: z._default(z.array(logicRuleSchema).check(z.maxLength(RULES_MAX)), []),
  })
  .check(
    z.refine(
      (f) => new Set(f.elements.map((e) => e.id)).size === f.elements.length,
      "validation.formDuplicateElement",
    ),
    z.refine(
      (f) => new Set(f.elements.map((e) => e.i)).size === f.elements.length,
      "validation.formDuplicateElement",
    ),
    z.refine((f) => {
      const ids = new Set(f.elements.map((e) => e.id));
      return f.logic.every((r) => ids.has(r.when) && ids.has(r.target) && r.when !== r.target);
    }, "validation.formLogicUnknownElement"),
  );
export type FormContent = z.infer<typeof formContentSchema>;

/** A label to show for an element (its label, heading or type). */
export function elementLabel(element: Pick<FormElement, "type" | "configuration">): string {
  const c = element.configuration;
  return (c.label || c.heading || c.title || element.type).trim();
}

/** A fresh stable element id. */
export function newElementId(): string {
  let out = "e";
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  for (let n = 0; n < 10; n += 1) out += chars[Math.floor(Math.random() * chars.length)];
  return out;
}

/** What a new element of `type` starts with. */
export function defaultConfig(type: ElementType): ElementConfig {
  switch (type) {
    case "radio":
    case "select":
      return { label: "", required: false, options: ["Option 1", "Option 2"] };
    case "longText":
      return { label: "", required: false, minRows: LONG_TEXT_MIN_ROWS, maxRows: LONG_TEXT_MAX_ROWS };
    case "number":
      return { label: "", required: false, min: NUMBER_MIN, max: NUMBER_MAX };
    case "image":
      return { label: "", required: false, maxSize: IMAGE_MAX_SIZE_MB };
    case "fileUpload":
      return { label: "", required: false, maxSize: FILE_MAX_SIZE_MB, format: "pdf,image,doc" };
    case "heading":
      return { heading: "Heading", divider: false };
    case "description":
      return { description: "" };
    case "customCode":
      return { html: "" };
    case "blankSpace":
      return {};
    default:
      return { label: "", required: false };
  }
}

// The built-in provider's form draft (no model): picks the template whose keywords best match the
// prompt and adapts it — fields the prompt asks for that the template lacks are added, and the title
// follows the prompt. Pure; the result is checked against the element schema by the caller.
import {
  PALETTE_SIZE,
  defaultConfig,
  type ElementConfig,
  type ElementType,
  type FormContent,
} from "./elements";
import { bottomOf } from "./layout";
import { TEMPLATES, type FormTemplate } from "./templates";

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Extra fields a prompt can ask for, by the words that ask for them. */
const EXTRA_FIELDS: { words: string[]; type: ElementType; config: ElementConfig }[] = [
  {
    words: ["phone", "telephone", "mobile"],
    type: "phone",
    config: { label: "Phone number", required: false },
  },
  { words: ["address", "postal"], type: "address", config: { label: "Address", required: false } },
  { words: ["date", "day", "birthday"], type: "date", config: { label: "Date", required: false } },
  { words: ["time", "hour"], type: "time", config: { label: "Time", required: false } },
  {
    words: ["signature", "sign", "signed"],
    type: "signature",
    config: { label: "Signature", required: false },
  },
  {
    words: ["upload", "attachment", "attach", "cv", "resume", "document"],
    type: "fileUpload",
    config: { label: "File", required: false, format: "pdf,image,doc", maxSize: 10 },
  },
  {
    words: ["photo", "picture", "image"],
    type: "image",
    config: { label: "Image", required: false, maxSize: 8 },
  },
  {
    words: ["website", "url", "link", "portfolio"],
    type: "url",
    config: { label: "Website", required: false },
  },
  {
    words: ["comment", "comments", "message", "notes"],
    type: "longText",
    config: { label: "Comments", required: false, minRows: 2, maxRows: 5 },
  },
  {
    words: ["newsletter", "marketing"],
    type: "optIn",
    config: { label: "Keep me informed", required: false },
  },
];

/** The template a prompt is closest to (keyword hits, then title words), else the contact form. */
export function closestTemplate(prompt: string): FormTemplate {
  const said = new Set(words(prompt));
  let best: FormTemplate | null = null;
  let bestScore = 0;
  for (const t of TEMPLATES) {
    const score =
      t.keywords.filter((k) => said.has(k)).length * 2 + words(t.title).filter((w) => said.has(w)).length;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best ?? TEMPLATES.find((t) => t.category === "contact")!;
}

/** A short title from the prompt ("a form for our summer party" → "Summer party"). */
export function titleFromPrompt(prompt: string, fallback: string): string {
  const cleaned = prompt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(please\s+)?(i\s+(want|need|would like)\s+(to\s+create\s+)?|create\s+|make\s+|build\s+)?/i, "")
    .replace(/^(an?|the)\s+/i, "")
    .replace(/^(simple\s+)?(form|survey|questionnaire)\s+(for|to|about)\s+(an?\s+|the\s+|our\s+|my\s+)?/i, "")
    .replace(/[.!?]+$/, "");
  if (cleaned.length < 3 || cleaned.length > 80) return fallback;
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** The built-in draft for a prompt: the closest template, adapted. */
export function draftFromPrompt(prompt: string): {
  title: string;
  description: string;
  content: FormContent;
} {
  const base = closestTemplate(prompt);
  const said = new Set(words(prompt));
  const elements = structuredClone(base.elements);
  for (const extra of EXTRA_FIELDS) {
    if (!extra.words.some((w) => said.has(w))) continue;
    if (elements.some((e) => e.type === extra.type)) continue;
    if (elements.length >= 40) break;
    elements.push({
      id: `a${elements.length}`,
      i: String(elements.length),
      x: 0,
      y: bottomOf(elements),
      ...PALETTE_SIZE[extra.type],
      w: 12,
      type: extra.type,
      configuration: { ...defaultConfig(extra.type), ...extra.config },
    });
  }
  const title = titleFromPrompt(prompt, base.title);
  if (elements[0]?.type === "heading")
    elements[0] = { ...elements[0], configuration: { ...elements[0].configuration, heading: title } };
  return {
    title,
    description: base.description,
    content: { elements, configuration: { ...base.configuration }, logic: structuredClone(base.logic) },
  };
}

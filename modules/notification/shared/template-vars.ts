/**
 * Template variables, one module for the editor's live preview and the server's checks and sends:
 * `{{recipient.name}}`, `{{recipient.email}}`, `{{workspace.name}}`, `{{project.name}}` and the
 * custom ones a template declares. An unknown name is a validation error, never an empty string.
 */
import { escapeHtml } from "@/lib/html-text";
import type { TemplateVariable } from "./types";

export const BUILT_IN_VARIABLES = [
  "recipient.name",
  "recipient.email",
  "workspace.name",
  "project.name",
] as const;
export type BuiltInVariable = (typeof BUILT_IN_VARIABLES)[number];

/** A custom variable's name: a letter, then letters, digits or underscores, 40 at most. */
export const CUSTOM_VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const TEMPLATE_VARIABLES_MAX = 20;

/** `{{ name }}` with optional spaces; anything else between braces is an unknown (invalid) variable. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a text uses, in order of first use. */
export function usedVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The names used in the texts that are neither built in nor declared. */
export function unknownVariables(
  texts: readonly (string | null | undefined)[],
  declared: readonly TemplateVariable[],
) {
  const known = new Set<string>([...BUILT_IN_VARIABLES, ...declared.map((v) => v.name)]);
  const unknown: string[] = [];
  for (const text of texts)
    for (const name of usedVariables(text ?? ""))
      if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  return unknown;
}

/**
 * Fills a text's variables. `html`: the values are escaped (the text is the template's sanitised
 * HTML). A variable with no value renders as its own placeholder, so a gap is visible, not silent.
 */
export function renderTemplate(
  text: string,
  values: Readonly<Record<string, string>>,
  options: { html: boolean },
) {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return options.html ? escapeHtml(value) : value;
  });
}

/** The sample values of the live preview: the viewer as recipient, the declared samples. */
export function sampleValues(
  context: { recipientName: string; recipientEmail: string; workspaceName: string; projectName: string },
  declared: readonly TemplateVariable[],
): Record<string, string> {
  const values: Record<string, string> = {
    "recipient.name": context.recipientName,
    "recipient.email": context.recipientEmail,
    "workspace.name": context.workspaceName,
    "project.name": context.projectName,
  };
  for (const variable of declared) values[variable.name] = variable.sample;
  return values;
}

import "server-only";
import { badRequest, conflict } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { newId } from "@/lib/server/ids";
import {
  CHOICE_COLORS,
  CHOICE_NAME_MAX,
  CHOICES_MAX,
  isComputed,
  normalizeOptions,
  type Choice,
  type ColumnOptions,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import type { ColumnInput, ColumnOptionsInput } from "@/modules/database-generator/schemas/inputs";

// What a column's settings become when they are saved: its type's options only, choices with ids and
// colours, its rules allowed by its type, and its default value as its type stores it.

/**
 * Choices as stored: each keeps the id it is given (a cell holds it), a new one gets one; colours go
 * round the palette; names unique ignoring case.
 */
function choicesOf(given: ColumnOptionsInput["choices"]): Choice[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  return (given ?? []).map((choice, n) => {
    const key = choice.name.toLowerCase();
    if (names.has(key)) throw badRequest("validation.dbChoicesDuplicate");
    names.add(key);
    const id = choice.id && !ids.has(choice.id) ? choice.id : newId();
    ids.add(id);
    return { id, name: choice.name, color: choice.color ?? CHOICE_COLORS[n % CHOICE_COLORS.length]! };
  });
}

export function optionsOf(
  type: ColumnType,
  given: ColumnOptionsInput | undefined,
  known: ColumnOptions = {},
): ColumnOptions {
  const merged: ColumnOptions = { ...known, ...given, choices: undefined };
  const options = normalizeOptions(type, merged);
  if (options.choices) options.choices = choicesOf(given?.choices ?? known.choices);
  return options;
}

/**
 * The rules a column may have: computed columns take none; a checkbox is never required or unique;
 * attachments have no default and are never unique, nor the first column.
 */
export function checkRules(
  type: ColumnType,
  rules: {
    required?: boolean | undefined;
    unique?: boolean | undefined;
    hasDefault: boolean;
    primary: boolean;
  },
): void {
  if ((isComputed(type) || type === "link") && (rules.required || rules.unique || rules.hasDefault))
    throw badRequest("validation.dbComputedRules");
  if (type === "checkbox" && (rules.required || rules.unique)) throw badRequest("validation.dbCheckboxRules");
  if ((type === "multiSelect" || type === "longText" || type === "attachment") && rules.unique)
    throw badRequest("validation.dbUniqueType");
  if (type === "attachment" && rules.hasDefault) throw badRequest("validation.dbAttachmentDefault");
  if (rules.primary && (isComputed(type) || type === "link" || type === "attachment"))
    throw badRequest("validation.dbPrimaryComputed");
}

/** A default value as its column stores it (null: none). */
export function defaultOf(column: { type: ColumnType; options: ColumnOptions }, raw: unknown): Cell | null {
  if (raw === undefined || raw === null) return null;
  const parsed = parseCell({ id: "", ...column }, raw);
  if (!parsed.ok) throw badRequest(parsed.error);
  return parsed.value;
}

/** A column ready to be written (its id given). */
export function prepareColumn(input: ColumnInput, primary: boolean) {
  const options = optionsOf(input.type, input.options);
  const defaultValue = defaultOf({ type: input.type, options }, input.defaultValue);
  checkRules(input.type, {
    required: input.required,
    unique: input.unique,
    hasDefault: defaultValue !== null,
    primary,
  });
  return {
    id: newId(),
    name: input.name,
    type: input.type,
    options: options as object,
    required: input.required ?? false,
    unique: input.unique ?? false,
    defaultValue: defaultValue === null ? undefined : (defaultValue as object),
    primary,
  };
}

/** Runs a write that may meet a name's unique index: a taken name is a 409 with `message`. */
export async function nameUnique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/**
 * Reads text into a select's cell, making a choice for each name not met yet (up to CHOICES_MAX,
 * names of at most 100 characters; a multiple select's names split at commas): how an import and a
 * type change take values. `choices` grows as they come. undefined: a name past the limits.
 */
export function choiceReader(
  type: "singleSelect" | "multiSelect",
  choices: Choice[],
): (text: string) => Cell | null | undefined {
  const idOf = (name: string): string | null => {
    const found = choices.find((choice) => choice.name.toLowerCase() === name.toLowerCase());
    if (found) return found.id;
    if (choices.length >= CHOICES_MAX || name.length > CHOICE_NAME_MAX) return null;
    const choice = { id: newId(), name, color: CHOICE_COLORS[choices.length % CHOICE_COLORS.length]! };
    choices.push(choice);
    return choice.id;
  };
  return (text) => {
    const names = (type === "multiSelect" ? text.split(",") : [text])
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length === 0) return null;
    const ids = names.map(idOf);
    if (ids.some((id) => id === null)) return undefined;
    const unique = [...new Set(ids as string[])];
    return type === "multiSelect" ? unique : unique[0]!;
  };
}

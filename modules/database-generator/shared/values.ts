// What a cell may hold, by its column's type: a value as given (the API, the grid, a paste, an import)
// checked and turned into the value stored, or the message (a validation.* key) saying what is wrong.
// Stored values: text as a string, numbers as JSON numbers rounded to the column's precision, dates as
// YYYY-MM-DD, date-times as ISO 8601 in UTC, a checkbox as true (unchecked cells are empty), a select as
// its choice's id, a multiple select as an array of ids, attachments as their files' ids (uploads of the
// module, in the order shown); an empty cell is absent.
import {
  ATTACHMENTS_MAX,
  LONG_TEXT_MAX,
  TEXT_MAX,
  isComputed,
  roundFor,
  type Choice,
  type ColumnShape,
} from "./columns";

export type Cell = string | number | boolean | string[];
export type Parsed = { ok: true; value: Cell | null } | { ok: false; error: string };

const ok = (value: Cell | null): Parsed => ({ ok: true, value });
const fail = (error: string): Parsed => ({ ok: false, error });

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;
const PHONE = /^\+?[\d\s().-]{3,32}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A number as people write it: "1,234.5", "$ 12", "12.5 %", "-3"; null when it is not one. */
export function readNumber(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  // A sign may come before the currency symbol ("-€4"): kept, the symbol dropped.
  const trimmed = raw.trim();
  const sign = /^[-+]/.test(trimmed) ? trimmed[0]! : "";
  const text =
    sign +
    trimmed
      .slice(sign.length)
      .trim()
      .replace(/^[$€£¥]\s*|\s*[$€£¥%]$/g, "")
      .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A calendar date (YYYY-MM-DD, or the date part of an ISO date-time); null when there is none. */
export function readDate(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim().slice(0, 10);
  const match = DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? text : null;
}

/** An instant as ISO 8601 in UTC (a date alone is its midnight in UTC); null when it is not one. */
export function readDateTime(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text))
    return null;
  if (!readDate(text)) return null;
  const withZone = /[T ]\d{2}:\d{2}/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? `${text}Z` : text;
  const time = Date.parse(withZone.replace(" ", "T"));
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  return iso.startsWith("-") || iso.startsWith("+") ? null : iso;
}

const TRUE = new Set(["true", "yes", "y", "1", "x", "✓", "✔", "checked", "on", "sí", "si"]);
const FALSE = new Set(["false", "no", "n", "0", "", "unchecked", "off"]);

/** A choice by its id or its name (ignoring case). */
function choiceOf(choices: readonly Choice[], raw: string): Choice | undefined {
  const text = raw.trim();
  return (
    choices.find((c) => c.id === text) ?? choices.find((c) => c.name.toLowerCase() === text.toLowerCase())
  );
}

const FILE_ID = /^[0-9a-f]{24}$/;
/** A file's address as attachmentText writes it (…/api/v1/files/<workspaceId>/<fileId>.<ext>). */
const FILE_URL = /\/api\/v1\/files\/[0-9a-f]{24}\/([0-9a-f]{24})\.[a-z0-9]{1,10}\b/g;

/**
 * Files of an attachment cell: a list of ids, or text holding their addresses (a copied cell: each
 * file's name and address, attachmentText) or ids; in order, each once. Whether each is an upload
 * of the module is the server's to check.
 */
export function readFileIds(raw: unknown): string[] | null {
  if (Array.isArray(raw)) {
    if (raw.some((id) => typeof id !== "string" || !FILE_ID.test(id))) return null;
    return [...new Set(raw as string[])];
  }
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  const ids = FILE_ID.test(text) ? [text] : [...text.matchAll(FILE_URL)].map((match) => match[1]!);
  return ids.length ? [...new Set(ids)] : null;
}

/** Attachments as text (a copy, an export): each file's name and its address, on `origin`. */
export function attachmentText(files: readonly { name: string; url: string }[], origin: string): string {
  return files.map((file) => `${file.name} (${origin}${file.url})`).join(", ");
}

/** What `raw` means in a cell of `column`, checked. Computed columns take no value. */
export function parseCell(column: ColumnShape, raw: unknown): Parsed {
  if (isComputed(column.type)) return fail("validation.dbCellComputed");
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return ok(null);
  switch (column.type) {
    case "text":
    case "longText": {
      if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean")
        return fail("validation.dbCellText");
      const text = String(raw);
      const max = column.type === "text" ? TEXT_MAX : LONG_TEXT_MAX;
      return text.length > max ? fail("validation.dbCellTooLong") : ok(text);
    }
    case "number":
    case "decimal":
    case "currency":
    case "percent":
    case "rating": {
      const value = readNumber(raw);
      if (value === null) return fail("validation.dbCellNumber");
      const rounded = roundFor(column, value);
      if (Math.abs(rounded) > 1e15) return fail("validation.dbCellNumberRange");
      if (column.type === "rating") {
        if (rounded < 0 || rounded > (column.options.max ?? 5)) return fail("validation.dbCellRating");
        return ok(rounded === 0 ? null : rounded);
      }
      return ok(Object.is(rounded, -0) ? 0 : rounded);
    }
    case "date": {
      const value = readDate(raw);
      return value === null ? fail("validation.dbCellDate") : ok(value);
    }
    case "dateTime": {
      const value = readDateTime(raw);
      return value === null ? fail("validation.dbCellDateTime") : ok(value);
    }
    case "checkbox": {
      if (typeof raw === "boolean") return ok(raw ? true : null);
      const text = String(raw).trim().toLowerCase();
      if (TRUE.has(text)) return ok(true);
      if (FALSE.has(text)) return ok(null);
      return fail("validation.dbCellCheckbox");
    }
    case "singleSelect": {
      if (typeof raw !== "string") return fail("validation.dbCellChoice");
      const choice = choiceOf(column.options.choices ?? [], raw);
      return choice ? ok(choice.id) : fail("validation.dbCellChoice");
    }
    case "multiSelect": {
      const given = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : null;
      if (!given || given.some((v) => typeof v !== "string")) return fail("validation.dbCellChoice");
      const ids: string[] = [];
      for (const name of given as string[]) {
        if (name.trim() === "") continue;
        const choice = choiceOf(column.options.choices ?? [], name);
        if (!choice) return fail("validation.dbCellChoice");
        if (!ids.includes(choice.id)) ids.push(choice.id);
      }
      return ok(ids.length ? ids : null);
    }
    case "email": {
      const text = typeof raw === "string" ? raw.trim() : "";
      return EMAIL.test(text) && text.length <= 320 ? ok(text) : fail("validation.dbCellEmail");
    }
    case "url": {
      const text = typeof raw === "string" ? raw.trim() : "";
      const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes("."))
          return fail("validation.dbCellUrl");
        return withScheme.length <= 2_000 ? ok(withScheme) : fail("validation.dbCellUrl");
      } catch {
        return fail("validation.dbCellUrl");
      }
    }
    case "phone": {
      const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
      return PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3
        ? ok(text)
        : fail("validation.dbCellPhone");
    }
    case "link": {
      // Records by id, or by what names them (the linked table's primary column, matched by the
      // server ignoring case): a list, or text of names split at commas as a paste gives them.
      const given = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : null;
      if (!given || given.some((v) => typeof v !== "string")) return fail("validation.dbCellLink");
      const refs = [...new Set((given as string[]).map((ref) => ref.trim()).filter(Boolean))];
      if (refs.some((ref) => ref.length > 200)) return fail("validation.dbCellLink");
      if (refs.length > 1 && column.options.multiple === false) return fail("validation.dbCellLinkOne");
      return ok(refs.length ? refs : null);
    }
    case "attachment": {
      if (Array.isArray(raw) && raw.length === 0) return ok(null);
      const ids = readFileIds(raw);
      if (!ids) return fail("validation.dbCellAttachment");
      return ids.length > ATTACHMENTS_MAX ? fail("validation.dbCellAttachmentsMax") : ok(ids);
    }
    default:
      return fail("validation.dbCellComputed");
  }
}

/** A stored cell as plain text (search, export, copy). */
export function cellText(column: ColumnShape, value: Cell | null | undefined): string {
  if (value === null || value === undefined) return "";
  const choices = column.options.choices ?? [];
  if (column.type === "singleSelect") return choices.find((c) => c.id === value)?.name ?? "";
  if (column.type === "multiSelect" && Array.isArray(value))
    return value
      .map((id) => choices.find((c) => c.id === id)?.name ?? "")
      .filter(Boolean)
      .join(", ");
  if (column.type === "checkbox") return value === true ? "true" : "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

// An import's columns: which type a column of text values most likely holds, from a sample of them
// (the preview shows it and people can change it). A type is chosen only when every non-empty value
// of the sample reads as it; else text (long text past 255 characters).
import type { ColumnType } from "./columns";
import { readDate, readDateTime, readNumber } from "./values";

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;
const URL_LIKE = /^https?:\/\/[^\s]+\.[^\s]+$/i;
const PHONE = /^\+?[\d\s().-]{7,32}$/;
const BOOLEAN = new Set(["true", "false", "yes", "no"]);
const CURRENCY = /^[-+]?\s*[$€£¥]/;
const PERCENT = /%\s*$/;

/** The type a sample of a column's values reads as. */
export function detectType(sample: readonly string[]): ColumnType {
  const values = sample.map((value) => value.trim()).filter((value) => value !== "");
  if (values.length === 0) return "text";
  const all = (test: (value: string) => boolean) => values.every(test);
  if (all((v) => BOOLEAN.has(v.toLowerCase()))) return "checkbox";
  if (all((v) => readNumber(v) !== null)) {
    if (all((v) => CURRENCY.test(v))) return "currency";
    if (all((v) => PERCENT.test(v))) return "percent";
    return all((v) => Number.isInteger(readNumber(v))) ? "number" : "decimal";
  }
  if (all((v) => readDate(v) !== null && v.length === 10)) return "date";
  if (all((v) => readDateTime(v) !== null)) return "dateTime";
  if (all((v) => EMAIL.test(v))) return "email";
  if (all((v) => URL_LIKE.test(v))) return "url";
  if (all((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7)) return "phone";
  if (values.some((v) => v.length > 255 || v.includes("\n"))) return "longText";
  // Few distinct short values over many rows: a single select.
  const distinct = new Set(values.map((v) => v.toLowerCase()));
  if (values.length >= 10 && distinct.size <= Math.min(12, values.length / 3) && all((v) => v.length <= 40))
    return "singleSelect";
  return "text";
}

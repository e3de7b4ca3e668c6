// The column dialog's rules by type (pure; the dialog and the unit tests use them): which types a
// column may be made or changed to, and which rules (required, unique, default) a type takes. The
// server checks all of it again.
import {
  COLUMN_TYPES,
  isComputed,
  isLinked,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";

/** Types an attachment column may be changed to (the server writes its files' names). */
const FROM_ATTACHMENT: ReadonlySet<ColumnType> = new Set(["attachment", "text", "longText"]);

/**
 * The types offered: every type for a new column; for an existing one its own and the stored types it
 * may become (computed ones and links are made as such; nothing becomes an attachment, whose values
 * are uploads; an attachment becomes text or long text only).
 */
export function typeChoices(current: ColumnType | null): ColumnType[] {
  if (current === null) return [...COLUMN_TYPES];
  if (current === "attachment") return COLUMN_TYPES.filter((type) => FROM_ATTACHMENT.has(type));
  return COLUMN_TYPES.filter(
    (type) => type === current || (!isComputed(type) && !isLinked(type) && type !== "attachment"),
  );
}

/** Types whose columns may be required (values people write; a checkbox is never required). */
export const canRequire = (type: ColumnType) => !isComputed(type) && !isLinked(type) && type !== "checkbox";
/** Types whose columns may be unique (not long texts, lists of choices or files). */
export const canBeUnique = (type: ColumnType) =>
  canRequire(type) && type !== "longText" && type !== "multiSelect" && type !== "attachment";
/** Types whose columns may have a default value (not attachments: their values are uploads). */
export const hasDefault = (type: ColumnType) => canRequire(type) && type !== "attachment";

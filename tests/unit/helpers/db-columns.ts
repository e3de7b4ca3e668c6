// A database generator column for unit tests: the given name, type and options, the rest as a new
// column has them; `extra` overrides any field (an id, primary, …). Ids count up from 1.
import type { Column } from "@/modules/database-generator/shared/types";

let next = 0;

export function dbColumn(
  name: string,
  type: Column["type"],
  options: Column["options"] = {},
  extra: Partial<Column> = {},
): Column {
  next += 1;
  return {
    id: next.toString(16).padStart(24, "0"),
    name,
    type,
    options,
    required: false,
    unique: false,
    defaultValue: null,
    primary: false,
    position: next,
    width: 180,
    hidden: false,
    ...extra,
  };
}

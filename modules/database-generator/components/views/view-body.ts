import type { ModuleInfo } from "@/lib/modules/types";
import type { RecordsView } from "@/modules/database-generator/client/api";
import type { DbRecordAnswer, Table } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import type { DbViewAnswer, ViewConfigPatch } from "@/modules/database-generator/shared/views";

/** What the table page gives the body of a saved view (kanban, gallery, form). */
export interface ViewBodyProps {
  moduleId: string;
  table: Table;
  /** The saved view, its settings as they hold for the table's columns now. */
  view: DbViewAnswer;
  /** The sorts, filter and search the page shows the view in (the view's own, or changed and not yet saved). */
  records: RecordsView;
  access: ModuleInfo["access"];
  /** Opens a record in the page's record form. */
  onOpen: (record: DbRecordAnswer) => void;
  /** Opens the page's form of a new record with these cells filled in. */
  onAdd: (cells: Record<string, Cell>) => void;
  /** Saves parts of the view's settings (resolves false when it failed: the page has told why). */
  onConfig: (patch: ViewConfigPatch) => Promise<boolean>;
}

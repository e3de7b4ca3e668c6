import { defineModuleKind } from "@/lib/modules/kind";

export const databaseGeneratorKind = defineModuleKind({
  tag: "DatabaseGenerator",
  segment: "database-generator",
  placement: "project",
  applet: "databaseManagement",
  integrable: false,
  search: ["database", "record"],
  ai: true,
  tutorial: 9,
  guide: ["design", "grid", "links", "views"],
  automation: {
    // `table`: a table's id or its exact name (no table picker); unset in a trigger: any table.
    triggers: [
      {
        name: "database.rowCreated",
        fields: [
          { key: "module", kind: "module", moduleTag: "DatabaseGenerator" },
          { key: "table", kind: "text" },
        ],
        variables: ["databaseId", "tableId", "tableName", "recordId", "values", "moduleId", "actorId"],
      },
      {
        name: "database.rowChanged",
        fields: [
          { key: "module", kind: "module", moduleTag: "DatabaseGenerator" },
          { key: "table", kind: "text" },
          { key: "field", kind: "text" },
        ],
        variables: [
          "databaseId",
          "tableId",
          "tableName",
          "recordId",
          "values",
          "changedFields",
          "moduleId",
          "actorId",
        ],
      },
    ],
    actions: [
      {
        name: "database.rowAdd",
        fields: [
          { key: "module", kind: "module", moduleTag: "DatabaseGenerator", required: true },
          { key: "table", kind: "text", required: true },
          { key: "cells", kind: "json", required: true },
          { key: "extraColumns", kind: "select", options: ["refuse", "skip"] },
        ],
        outputs: ["recordId", "tableId"],
      },
    ],
  },
});

import "server-only";
import { rebuildPhysicalSchema } from "@/modules/database-generator/server/rebuild-physical";
import { databaseChartTables } from "@/modules/database-generator/server/chart-tables";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { databaseWebhookEvents } from "@/modules/database-generator/server/webhook-events";
import { databaseGeneratorKind } from "./kind";
import { databaseGeneratorAi } from "./server/ai/context";
import { databaseActions, databaseTriggers } from "./server/automation";
import { convertColumnJob } from "./server/conversions";
import { databaseSweepJob } from "./server/jobs/sweep";
import { databaseMetrics } from "./server/metrics";
import { DATABASE_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its Ask AI assistant (server/ai/: its tables, a table's columns, counts and a
 * number column's figures, with tools for a model) and its jobs: a column's type change
 * (server/conversions.ts) and the daily sweep of records tables whose table went with a deleted
 * module, project or workspace (server/jobs/sweep.ts). Its automation triggers (a record added or
 * changed) and action (add a record) are server/automation.ts.
 */
export const databaseGeneratorServer = defineServerKind(databaseGeneratorKind, {
  search: DATABASE_SEARCH_SOURCES,
  catalog: {
    title: "Database generator",
    description: "Design databases from scratch, a template, an import or a prompt.",
    category: "Data",
    active: true,
    gradient: ["#1864ab", "#5c7cfa"],
    size: CARD_SIZES.wide,
  },
  ai: databaseGeneratorAi,
  metrics: [databaseMetrics],
  chartTables: databaseChartTables,
  jobs: [convertColumnJob, databaseSweepJob],
  automation: { triggers: databaseTriggers, actions: databaseActions },
  webhooks: databaseWebhookEvents,
  // An imported workspace's records tables, junctions and rollups, made from its imported rows.
  imported: rebuildPhysicalSchema,
});

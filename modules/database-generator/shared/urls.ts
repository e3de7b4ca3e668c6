// Where the database generator's screens are (the spec's routes) and what their URLs say; pure.

/** The dialogs the databases screen opens by its route (…/dashboard/<dialog>). */
export const DASHBOARD_DIALOGS = [
  "add-database",
  "add-database-start-from-scratch",
  "add-database-use-ai-smart-builder",
  "add-database-use-a-template",
  "add-database-import-from-other-source",
] as const;
export type DashboardDialog = (typeof DASHBOARD_DIALOGS)[number];

export type DbScreen =
  | { kind: "dashboard"; dialog: DashboardDialog | null }
  | { kind: "database"; databaseId: string }
  | { kind: "add-table"; databaseId: string }
  | { kind: "table"; databaseId: string; tableId: string };

export type DashboardView = "grid" | "list";
export type DatabaseView = "list" | "erd";

/** The databases screen shows cards (grid, the default) or rows (list). */
export const dashboardViewOf = (raw: unknown): DashboardView => (raw === "list" ? "list" : "grid");
/** A database shows its tables as a list (the default) or an ER diagram. */
export const databaseViewOf = (raw: unknown): DatabaseView => (raw === "erd" ? "erd" : "list");

/** The module's place: its project's route and the module it names. */
export interface DbPlace {
  projectId: string;
  moduleId: string;
}

const root = (place: DbPlace) => `/project/${place.projectId}/database-generator`;
const query = (place: DbPlace, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ moduleId: place.moduleId, ...extra })}`;

export const dbHrefs = {
  dashboard: (place: DbPlace, view: DashboardView = "grid", dialog: DashboardDialog | null = null) =>
    `${root(place)}/dashboard${dialog ? `/${dialog}` : ""}${query(place, { active: "databases", view })}`,
  database: (place: DbPlace, databaseId: string, view: DatabaseView = "list") =>
    `${root(place)}/database/${databaseId}${query(place, { view })}`,
  addTable: (place: DbPlace, databaseId: string) =>
    `${root(place)}/database/${databaseId}/add-table${query(place)}`,
  table: (place: DbPlace, databaseId: string, tableId: string) =>
    `${root(place)}/database/${databaseId}/${tableId}${query(place)}`,
};

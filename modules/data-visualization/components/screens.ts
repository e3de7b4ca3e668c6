// What each data visualization screen is given by the route that renders it (the project's routes,
// app/(protected)/project/[projectId]/data-visualization/route-page.tsx, and a workspace module's
// page, workspace-page.tsx): the module the gate found, the URL's search params, and the screen's
// own part of the URL. Each screen is a server component that reads its first data itself.
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import type { ListDialog, VisualizationDialog } from "@/modules/data-visualization/shared/urls";

/** …/dashboard and its dialogs' routes: the module's visualizations. */
export type ListScreenProps = KindPageProps & { dialog: ListDialog | null };

/** …/{dataVisualizationId} and …/add-chart: one visualization (components/dashboard/visualization-screen.tsx). */
export type VisualizationScreenProps = KindPageProps & {
  dashboardId: string;
  dialog: VisualizationDialog | null;
};

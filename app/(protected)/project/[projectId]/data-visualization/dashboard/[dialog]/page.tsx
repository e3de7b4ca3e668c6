import { DvRoute, dvMetadata, type DvRouteProps } from "../../route-page";
import { ListScreen } from "@/modules/data-visualization/components/list/list-screen";

export const generateMetadata = dvMetadata;

/**
 * …/dashboard/add ('Create a new visualization') and its three ways (add-data-visualization-start-
 * from-scratch, -use-ai-smart-builder, -use-a-template): the visualizations with that dialog open.
 */
export default function VisualizationDialogRoute(props: DvRouteProps) {
  return <DvRoute {...props} screen="dashboard-list" Screen={ListScreen} />;
}

import { DvRoute, dvMetadata, type DvRouteProps } from "../route-page";
import { VisualizationScreen } from "@/modules/data-visualization/components/dashboard/visualization-screen";

export const generateMetadata = dvMetadata;

/** …/data-visualization/{dataVisualizationId}?moduleId=&active=view|content|settings: a visualization. */
export default function VisualizationRoute(props: DvRouteProps) {
  return <DvRoute {...props} screen="visualization" Screen={VisualizationScreen} />;
}

import { DvRoute, dvMetadata, type DvRouteProps } from "../../route-page";
import { VisualizationScreen } from "@/modules/data-visualization/components/dashboard/visualization-screen";

export const generateMetadata = dvMetadata;

/**
 * …/{dataVisualizationId}/add-chart?moduleId=&chartId=&source=: the visualization with its 'Add Item'
 * dialog open (editing `chartId`, or starting from `source`).
 */
export default function AddChartRoute(props: DvRouteProps) {
  return <DvRoute {...props} screen="visualization" dialog="add-chart" Screen={VisualizationScreen} />;
}

import { DvRoute, dvMetadata, type DvRouteProps } from "../route-page";
import { ListScreen } from "@/modules/data-visualization/components/list/list-screen";

export const generateMetadata = dvMetadata;

/** …/data-visualization/dashboard?moduleId=: the module's visualizations. */
export default function VisualizationsRoute(props: DvRouteProps) {
  return <DvRoute {...props} screen="dashboard-list" Screen={ListScreen} />;
}

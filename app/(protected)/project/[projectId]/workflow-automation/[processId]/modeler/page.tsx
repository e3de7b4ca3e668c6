import { WaRoute, waMetadata, type WaRouteProps } from "../../route-page";

export const generateMetadata = waMetadata;

/** …/workflow-automation/{processId}/modeler?view=erd: an automation in the modeler. */
export default function AutomationModelerRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="modeler" />;
}

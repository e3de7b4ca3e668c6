import { WaRoute, waMetadata, type WaRouteProps } from "../../route-page";

export const generateMetadata = waMetadata;

/** …/workflow-automation/{processId}/process-instances?redirect=: 'Automation instances' over the list. */
export default function AutomationInstancesRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="list" instances />;
}

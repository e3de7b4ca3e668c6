import { WaRoute, waMetadata, type WaRouteProps } from "../../../route-page";

export const generateMetadata = waMetadata;

/** …/workflow-automation/process/{processId}/viewer?processInstanceId=: an automation and one run's path. */
export default function AutomationViewerRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="viewer" />;
}

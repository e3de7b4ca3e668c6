import { WaRoute, waMetadata, type WaRouteProps } from "./route-page";

export const generateMetadata = waMetadata;

/** /project/{projectId}/workflow-automation?moduleId=: the module's automations. */
export default function AutomationsRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="list" />;
}

import { WaRoute, waMetadata, type WaRouteProps } from "../route-page";

export const generateMetadata = waMetadata;

/** …/workflow-automation/create: the automations with 'Add automation' open. */
export default function CreateAutomationRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="list" dialog="create" />;
}

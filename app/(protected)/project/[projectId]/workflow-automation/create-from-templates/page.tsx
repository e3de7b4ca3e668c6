import { WaRoute, waMetadata, type WaRouteProps } from "../route-page";

export const generateMetadata = waMetadata;

/** …/workflow-automation/create-from-templates: the automations with 'Select a template' open. */
export default function AutomationTemplatesRoute(props: WaRouteProps) {
  return <WaRoute {...props} screen="list" dialog="create-from-templates" />;
}

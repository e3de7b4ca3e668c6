import "server-only";
import { serverLocale } from "@/lib/i18n/server-locale";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { orNotFound } from "@/lib/server/pages/load-page";
import { loadListPage, loadProcessPage } from "@/modules/workflow-automation/server/pages";
import {
  automationHrefs,
  type AutomationPlace,
  isProcessId,
  type ListDialog,
} from "@/modules/workflow-automation/shared/urls";
import { ListView } from "./list/list-view";
import { ModelerView } from "./modeler/modeler-view";
import { ViewerView } from "./viewer/viewer-view";

// The kind's screens as the routes (app/(protected)/project/[projectId]/workflow-automation/…) and a
// workspace module's page (workspace-page.tsx) render them: each reads its first data through the
// module gate with the services the API answers with; an automation of another module is the 404 page.

const placeOf = (module: KindPageProps["module"]): AutomationPlace => ({
  projectId: module.project?.id ?? null,
  moduleId: module.id,
});

/** The automations, with 'Add automation', 'Select a template' or 'Automation instances' open. */
export async function ListScreen({
  module,
  searchParams,
  dialog,
  instancesOf,
}: KindPageProps & { dialog: ListDialog | null; instancesOf: string | null }) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const data = await loadListPage(actor, module.id, locale);
  const place = placeOf(module);
  const redirect = typeof searchParams.redirect === "string" ? searchParams.redirect : null;
  const run = searchParams.processInstanceId;
  return (
    <ListView
      place={place}
      info={data.info}
      initial={data.first}
      dialog={data.info.access.add ? dialog : null}
      instancesOf={instancesOf}
      instanceId={instancesOf && isProcessId(run) ? run : null}
      back={safeRedirectPath(redirect, automationHrefs.list(place))}
      viewerId={actor.userId}
      renderedAt={new Date().toISOString()}
    />
  );
}

/** The modeler of one automation. */
export async function ModelerScreen({
  module,
  processId,
  searchParams,
}: KindPageProps & { processId: string }) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const { process } = await orNotFound(loadProcessPage(actor, module.id, processId, locale));
  const view = typeof searchParams.view === "string" ? searchParams.view : null;
  return <ModelerView place={placeOf(module)} process={process} view={view} />;
}

/** The viewer of one automation, on one of its runs. */
export async function ViewerScreen({
  module,
  processId,
  instanceId,
}: KindPageProps & { processId: string; instanceId: string | null }) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const { info, process } = await orNotFound(loadProcessPage(actor, module.id, processId, locale));
  return <ViewerView place={placeOf(module)} info={info} process={process} instanceId={instanceId} />;
}

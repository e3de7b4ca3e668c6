import "server-only";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { loadListPage } from "@/modules/data-visualization/server/list-page";
import type { ListScreenProps } from "../screens";
import { ListView } from "./list-view";

/** …/dashboard (and its creation dialogs' routes): the module's visualizations, first page read here. */
export async function ListScreen({ module, dialog }: ListScreenProps) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const data = await loadListPage(actor, module.id, locale);
  return (
    <ListView
      place={{ projectId: module.project?.id ?? null, moduleId: module.id }}
      info={data.info}
      initial={data.first}
      dialog={data.info.access.add ? dialog : null}
      renderedAt={data.renderedAt}
    />
  );
}

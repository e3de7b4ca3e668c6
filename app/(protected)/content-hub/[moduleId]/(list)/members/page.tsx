import { ModuleMembersDialogPage } from "@/components/modules/members/module-members-pages";
import { contentHubScope } from "@/modules/content-hub/server/scope";

/** /content-hub/{moduleId}/members?redirect= (dialog): the hub's User management, over its list. */
export default async function Page(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ModuleMembersDialogPage segment="content-hub" scopeOf={contentHubScope} {...props} />;
}

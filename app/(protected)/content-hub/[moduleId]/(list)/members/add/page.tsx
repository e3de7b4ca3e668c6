import { ModuleAddMembersDialogPage } from "@/components/modules/members/module-members-pages";
import { contentHubScope } from "@/modules/content-hub/server/scope";

/** /content-hub/{moduleId}/members/add?redirect= (dialog): 'Add member' of the hub. */
export default async function Page(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ModuleAddMembersDialogPage segment="content-hub" scopeOf={contentHubScope} {...props} />;
}

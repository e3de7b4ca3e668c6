import { ModuleAddMembersDialogPage } from "@/components/modules/members/module-members-pages";
import { timeTrackerScope } from "@/modules/time-tracker/server/scope";

/** /time-tracker/{moduleId}/members/add?redirect= (dialog): 'Add member' of the tracker. */
export default async function Page(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ModuleAddMembersDialogPage segment="time-tracker" scopeOf={timeTrackerScope} {...props} />;
}

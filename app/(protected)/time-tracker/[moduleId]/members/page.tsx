import { ModuleMembersDialogPage } from "@/components/modules/members/module-members-pages";
import { timeTrackerScope } from "@/modules/time-tracker/server/scope";

/** /time-tracker/{moduleId}/members?redirect= (dialog): the tracker's User management. */
export default async function Page(props: {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ModuleMembersDialogPage segment="time-tracker" scopeOf={timeTrackerScope} {...props} />;
}

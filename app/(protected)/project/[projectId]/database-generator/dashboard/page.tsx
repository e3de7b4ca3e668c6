import { DbRoute, dbMetadata, type DbRouteProps } from "../route-page";
import { DashboardScreen } from "@/modules/database-generator/components/dashboard/dashboard-screen";

export const generateMetadata = dbMetadata;

/** …/database-generator/dashboard?moduleId=&active=databases&view=grid|list: the module's databases. */
export default function DatabasesRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="dashboard" Screen={DashboardScreen} />;
}

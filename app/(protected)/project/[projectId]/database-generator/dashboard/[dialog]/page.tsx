import { DbRoute, dbMetadata, type DbRouteProps } from "../../route-page";
import { DashboardScreen } from "@/modules/database-generator/components/dashboard/dashboard-screen";

export const generateMetadata = dbMetadata;

/**
 * …/dashboard/add-database and its four ways (add-database-start-from-scratch, -use-ai-smart-builder,
 * -use-a-template, -import-from-other-source): the databases with that dialog open.
 */
export default function DatabaseDialogRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="dashboard" Screen={DashboardScreen} />;
}

import { DbRoute, dbMetadata, type DbRouteProps } from "../../route-page";
import { DatabaseScreen } from "@/modules/database-generator/components/database/database-screen";

export const generateMetadata = dbMetadata;

/** …/database/{databaseId}?view=list|erd: a database's tables, as a list or an ER diagram. */
export default function DatabaseRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="database" Screen={DatabaseScreen} />;
}

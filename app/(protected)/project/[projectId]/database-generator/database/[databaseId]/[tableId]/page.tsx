import { DbRoute, dbMetadata, type DbRouteProps } from "../../../route-page";
import { TableScreen } from "@/modules/database-generator/components/table/table-screen";

export const generateMetadata = dbMetadata;

/** …/database/{databaseId}/{tableId}: a table's records in its grid. */
export default function TableRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="table" Screen={TableScreen} />;
}

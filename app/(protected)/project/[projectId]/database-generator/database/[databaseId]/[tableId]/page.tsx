import { DbRoute, dbMetadata, type DbRouteProps } from "../../../route-page";

export const generateMetadata = dbMetadata;

/** …/database/{databaseId}/{tableId}: a table's records in its grid. */
export default function TableRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="table" />;
}

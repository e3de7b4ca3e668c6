import { DbRoute, dbMetadata, type DbRouteProps } from "../../route-page";

export const generateMetadata = dbMetadata;

/** …/database/{databaseId}?view=list|erd: a database's tables, as a list or an ER diagram. */
export default function DatabaseRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="database" />;
}

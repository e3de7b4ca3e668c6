import { DbRoute, dbMetadata, type DbRouteProps } from "../../../route-page";
import { DatabaseScreen } from "@/modules/database-generator/components/database/database-screen";

export const generateMetadata = dbMetadata;

/** …/database/{databaseId}/add-table: the database with the new table dialog open. */
export default function AddTableRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="add-table" Screen={DatabaseScreen} />;
}

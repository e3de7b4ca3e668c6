import { DbRoute, dbMetadata, type DbRouteProps } from "../../route-page";

export const generateMetadata = dbMetadata;

/**
 * …/dashboard/add-database and its four ways (add-database-start-from-scratch, -use-ai-smart-builder,
 * -use-a-template, -import-from-other-source): the databases with that dialog open.
 */
export default function DatabaseDialogRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="dashboard" />;
}

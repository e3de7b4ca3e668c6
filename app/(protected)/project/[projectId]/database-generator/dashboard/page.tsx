import { DbRoute, dbMetadata, type DbRouteProps } from "../route-page";

export const generateMetadata = dbMetadata;

/** …/database-generator/dashboard?moduleId=&active=databases&view=grid|list: the module's databases. */
export default function DatabasesRoute(props: DbRouteProps) {
  return <DbRoute {...props} screen="dashboard" />;
}

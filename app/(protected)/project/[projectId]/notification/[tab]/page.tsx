import { NotificationTab, tabMetadata, type TabPageProps } from "../tab-page";

export const generateMetadata = tabMetadata;

/** /project/{projectId}/notification/{channels|templates|campaigns}: the module's tab. */
export default function NotificationTabPage(props: TabPageProps) {
  return <NotificationTab {...props} creating={false} />;
}

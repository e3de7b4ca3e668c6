import { NotificationTab, tabMetadata, type TabPageProps } from "../../tab-page";

export const generateMetadata = tabMetadata;

/** …/notification/{tab}/create: the tab with its create dialog open (closing goes back to the tab). */
export default function NotificationCreatePage(props: TabPageProps) {
  return <NotificationTab {...props} creating />;
}

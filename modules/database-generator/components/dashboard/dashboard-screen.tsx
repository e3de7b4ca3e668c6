import "server-only";
import { dashboardViewOf } from "@/modules/database-generator/shared/urls";
import { loadScreen, wrongScreen, type ScreenProps } from "../load-screen";
import { DashboardView } from "./dashboard-view";

/** …/dashboard (and its creation dialogs' routes): the module's databases. */
export async function DashboardScreen(props: ScreenProps) {
  const { data, place } = await loadScreen(props);
  if (data.kind !== "dashboard") return wrongScreen();
  return (
    <DashboardView
      place={place}
      info={data.info}
      initial={data.databases}
      view={dashboardViewOf(props.searchParams.view)}
      dialog={props.screen.kind === "dashboard" ? props.screen.dialog : null}
      renderedAt={data.renderedAt}
    />
  );
}

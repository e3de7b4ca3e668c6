import "server-only";
import { databaseViewOf } from "@/modules/database-generator/shared/urls";
import { loadScreen, wrongScreen, type ScreenProps } from "../load-screen";
import { DatabaseView } from "./database-view";

/** …/database/{databaseId} (and …/add-table): a database's tables. */
export async function DatabaseScreen(props: ScreenProps) {
  const { data, place } = await loadScreen(props);
  if (data.kind !== "database") return wrongScreen();
  return (
    <DatabaseView
      place={place}
      info={data.info}
      initial={data.database}
      view={databaseViewOf(props.searchParams.view)}
      addTable={props.screen.kind === "add-table"}
    />
  );
}

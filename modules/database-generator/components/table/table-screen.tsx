import "server-only";
import { loadScreen, wrongScreen, type ScreenProps } from "../load-screen";
import { recordParamOf } from "@/modules/database-generator/shared/urls";
import { TableView } from "./table-view";

/** …/database/{databaseId}/{tableId}: a table's records in its grid, in the URL's view. */
export async function TableScreen(props: ScreenProps) {
  const { data, place } = await loadScreen(props);
  if (data.kind !== "table") return wrongScreen();
  return (
    <TableView
      // Another view is another page: its state starts from what the server read for it.
      key={data.viewId ?? "table"}
      place={place}
      info={data.info}
      meId={data.me.id}
      database={data.database}
      initial={data.table}
      first={data.first}
      urlView={data.view}
      views={data.views}
      viewId={data.viewId}
      recordId={recordParamOf((name) => props.searchParams[name])}
    />
  );
}

/**
 * The meeting room page's addresses (issue 34): /project/{projectId}/meeting-room?moduleId=&active=
 * &date= (a workspace's own module at /workspace-modules/{moduleId}), and its dialog routes
 * …/create, …/{meetingId} (?at= an occurrence of a series), …/{meetingId}/edit and
 * …/{meetingId}/board (its whiteboard) and …/{meetingId}/chat (its conversation). Pure: the server page and the browser read and write them alike.
 */

/** The spec's tabs; any other `active` is home. */
export const ROOM_TABS = ["home", "calendar", "chats", "whiteboards"] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

export const MEETING_ID_PATTERN = /^[0-9a-f]{24}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dialog a route opens over the page. */
export type RoomDialog =
  | { kind: "create" }
  | { kind: "details"; meetingId: string; at: string | null }
  | { kind: "edit"; meetingId: string }
  | { kind: "board"; meetingId: string }
  | { kind: "chat"; meetingId: string };

/** What the page's URL says: its tab, the calendar's date, the open dialog. */
export interface RoomUrl {
  active: RoomTab;
  date: string | null;
  dialog: RoomDialog | null;
}

/** The module the page shows: by project (the spec's path) or a workspace's own. */
export interface RoomModule {
  id: string;
  project: { id: string } | null;
}

/** `active` as the page takes it: a tab it has, else home. */
export function tabOf(raw: unknown): RoomTab {
  return ROOM_TABS.find((tab) => tab === raw) ?? "home";
}

/** The page's path without a dialog. */
export function roomBase(module: RoomModule): string {
  return module.project ? `/project/${module.project.id}/meeting-room` : `/workspace-modules/${module.id}`;
}

/** The dialog a path names under `base` (…/create, …/{id}, …/{id}/edit), or null. */
export function dialogOfPath(pathname: string, base: string, at: string | null): RoomDialog | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const [first, second, ...rest] = pathname.slice(base.length + 1).split("/");
  if (rest.length > 0 || !first) return null;
  if (first === "create" && second === undefined) return { kind: "create" };
  if (!MEETING_ID_PATTERN.test(first)) return null;
  if (second === undefined || second === "") return { kind: "details", meetingId: first, at };
  if (second === "edit") return { kind: "edit", meetingId: first };
  if (second === "board" || second === "chat") return { kind: second, meetingId: first };
  return null;
}

/** The path of a dialog (or the page) for a module on a project; a workspace's own keeps its one path. */
function pathOf(module: RoomModule, dialog: RoomDialog | null): string {
  const base = roomBase(module);
  if (!module.project || !dialog) return base;
  if (dialog.kind === "create") return `${base}/create`;
  if (dialog.kind === "edit") return `${base}/${dialog.meetingId}/edit`;
  if (dialog.kind === "board" || dialog.kind === "chat") return `${base}/${dialog.meetingId}/${dialog.kind}`;
  return `${base}/${dialog.meetingId}`;
}

/** The address of a state of the page: its path, the module (on a project), the tab, the date, `at`. */
export function roomHref(module: RoomModule, url: RoomUrl): string {
  const params = new URLSearchParams();
  if (module.project) params.set("moduleId", module.id);
  if (url.active !== "home") params.set("active", url.active);
  if (url.active === "calendar" && url.date && DAY.test(url.date)) params.set("date", url.date);
  if (url.dialog?.kind === "details" && url.dialog.at) params.set("at", url.dialog.at);
  const query = params.toString();
  return `${pathOf(module, url.dialog)}${query ? `?${query}` : ""}`;
}

// Importing a Trello board (issue 39): the JSON file Trello's "Print, export and share → Export as
// JSON" gives, read in the browser into the rows the CSV import sends (schemas/import.ts), so both
// reach the board through the same endpoint and createTask. Lists become columns in the board's order
// (empty ones too), cards tasks in their list's order, with their description, due date, labels
// (named, or their colour), members (Trello's export names them, it has no e-mail addresses: the
// server matches a full name to one person who can open the board) and checklists (flattened into
// the task's checklist). Archived cards and the cards of archived lists are left out unless asked.
import * as z from "@/lib/zod";
import type { ImportRow } from "@/modules/task-management/schemas/import";
import { CHECKLIST_MAX, TASK_LABELS_MAX } from "@/modules/task-management/schemas/tasks";
import { TASK_TITLE_MAX } from "./constants";

const id = z.string();
const position = z.catch(z.number(), 0);
const closed = z.catch(z.boolean(), false);

/** What the import reads of Trello's export; everything else in it is ignored. */
const trelloBoardSchema = z.object({
  name: z.catch(z.string(), ""),
  lists: z.array(z.object({ id, name: z.catch(z.string(), ""), closed, pos: position })),
  cards: z.array(
    z.object({
      id,
      name: z.catch(z.string(), ""),
      desc: z.catch(z.string(), ""),
      closed,
      idList: id,
      pos: position,
      due: z.catch(z.nullable(z.string()), null),
      idLabels: z.catch(z.array(z.string()), []),
      idMembers: z.catch(z.array(z.string()), []),
    }),
  ),
  labels: z.catch(
    z.array(z.object({ id, name: z.catch(z.string(), ""), color: z.catch(z.nullable(z.string()), null) })),
    [],
  ),
  members: z.catch(
    z.array(z.object({ id, fullName: z.catch(z.string(), ""), username: z.catch(z.string(), "") })),
    [],
  ),
  checklists: z.catch(
    z.array(
      z.object({
        idCard: id,
        name: z.catch(z.string(), ""),
        pos: position,
        checkItems: z.catch(
          z.array(z.object({ name: z.catch(z.string(), ""), state: z.catch(z.string(), ""), pos: position })),
          [],
        ),
      }),
    ),
    [],
  ),
});
export type TrelloBoard = z.output<typeof trelloBoardSchema>;

/** A Trello board as the import dialog shows and sends it. */
export interface TrelloImport {
  /** The board's name in Trello. */
  board: string;
  /** Its open lists in board order: the columns to have (archived lists too, when archived cards are in). */
  columns: string[];
  /** Its cards as import rows, list by list in board order. */
  rows: ImportRow[];
  /** How many cards are archived or in an archived list (left out unless asked for). */
  archived: number;
}

/** The export as a board, or null when the value is not a Trello board export. */
export function parseTrelloBoard(value: unknown): TrelloBoard | null {
  const parsed = trelloBoardSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const byPosition = <T extends { pos: number }>(a: T, b: T) => a.pos - b.pos;

/** The board's cards as import rows, its lists as columns; archived cards only when `withArchived`. */
export function trelloImport(board: TrelloBoard, { withArchived }: { withArchived: boolean }): TrelloImport {
  const lists = [...board.lists].sort(byPosition);
  const listOrder = new Map(lists.map((list, index) => [list.id, index]));
  const listOf = new Map(lists.map((list) => [list.id, list]));
  const labels = new Map(board.labels.map((label) => [label.id, label.name.trim() || label.color || ""]));
  const members = new Map(board.members.map((member) => [member.id, member.fullName || member.username]));
  const checklists = new Map<string, TrelloBoard["checklists"]>();
  for (const checklist of board.checklists)
    checklists.set(checklist.idCard, [...(checklists.get(checklist.idCard) ?? []), checklist]);

  let archived = 0;
  const cards = board.cards.filter((card) => {
    const list = listOf.get(card.idList);
    if (!list) return false;
    const isArchived = card.closed || list.closed;
    if (isArchived) archived += 1;
    return withArchived || !isArchived;
  });
  cards.sort((a, b) => (listOrder.get(a.idList) ?? 0) - (listOrder.get(b.idList) ?? 0) || byPosition(a, b));

  const rows = cards.map((card): ImportRow => {
    const row: ImportRow = { title: card.name, column: listOf.get(card.idList)!.name };
    if (card.desc.trim()) row.description = card.desc;
    if (card.due) row.dueDate = card.due;
    const cardLabels = card.idLabels.map((labelId) => labels.get(labelId) ?? "").filter(Boolean);
    // Commas and semicolons separate the values of a cell (csv-import.ts listOf).
    if (cardLabels.length)
      row.labels = [...new Set(cardLabels)].slice(0, TASK_LABELS_MAX).map(clean).join(", ");
    const names = card.idMembers.map((memberId) => members.get(memberId) ?? "").filter(Boolean);
    if (names.length) row.assignees = names.map(clean).join(", ");
    const checkList = checkListOf(checklists.get(card.id) ?? []);
    if (checkList.length) row.checkList = checkList;
    return row;
  });
  const columns = lists.filter((list) => withArchived || !list.closed).map((list) => list.name);
  return { board: board.name, columns: [...new Set(columns.filter((name) => name.trim()))], rows, archived };
}

const clean = (value: string) => value.replace(/[,;]/g, " ").replace(/\s+/g, " ").trim();

/** A card's checklists as one checklist: each item named after its list when the card has several. */
function checkListOf(lists: TrelloBoard["checklists"]): NonNullable<ImportRow["checkList"]> {
  const several = lists.length > 1;
  return [...lists]
    .sort(byPosition)
    .flatMap((list) =>
      [...list.checkItems]
        .sort(byPosition)
        .filter((item) => item.name.trim())
        .map((item) => ({
          title: (several && list.name.trim()
            ? `${list.name.trim()}: ${item.name.trim()}`
            : item.name.trim()
          ).slice(0, TASK_TITLE_MAX),
          isCompleted: item.state === "complete",
        })),
    )
    .slice(0, CHECKLIST_MAX);
}

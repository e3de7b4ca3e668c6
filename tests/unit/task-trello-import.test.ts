import { parseTrelloBoard, trelloImport } from "@/modules/task-management/shared/trello-import";

// Reading a Trello board's JSON export (issue 39): lists as columns in board order, cards as rows in
// list then card order, with labels, members, due dates and checklists; archived ones when asked.
const EXPORT = {
  id: "b1",
  name: "Launch",
  desc: "",
  closed: false,
  lists: [
    { id: "l2", name: "Doing", closed: false, pos: 2 },
    { id: "l1", name: "To do", closed: false, pos: 1 },
    { id: "l3", name: "Old", closed: true, pos: 3 },
    { id: "l4", name: "Empty", closed: false, pos: 4 },
  ],
  cards: [
    {
      id: "c1",
      name: "Second card",
      desc: "",
      closed: false,
      idList: "l1",
      pos: 200,
      due: null,
      idLabels: [],
      idMembers: [],
    },
    {
      id: "c2",
      name: "First card",
      desc: "Line one\nLine two",
      closed: false,
      idList: "l1",
      pos: 100,
      due: "2026-12-20T12:00:00.000Z",
      idLabels: ["g", "u", "g"],
      idMembers: ["m1", "m2", "gone"],
      dueComplete: false,
    },
    { id: "c3", name: "Doing it", closed: false, idList: "l2", pos: 1, idLabels: [], idMembers: [] },
    { id: "c4", name: "Archived card", closed: true, idList: "l2", pos: 2, idLabels: [], idMembers: [] },
    { id: "c5", name: "In an old list", closed: false, idList: "l3", pos: 1, idLabels: [], idMembers: [] },
    { id: "c6", name: "Orphan", closed: false, idList: "nowhere", pos: 1 },
  ],
  labels: [
    { id: "g", name: "Web, design", color: "green" },
    { id: "u", name: "", color: "red" },
  ],
  members: [
    { id: "m1", fullName: "Ada Lovelace", username: "ada" },
    { id: "m2", fullName: "", username: "grace" },
  ],
  checklists: [
    {
      id: "k2",
      idCard: "c2",
      name: "Review",
      pos: 2,
      checkItems: [{ name: "Proofread", state: "incomplete", pos: 1 }],
    },
    {
      id: "k1",
      idCard: "c2",
      name: "Draft",
      pos: 1,
      checkItems: [
        { name: "Outline", state: "complete", pos: 2 },
        { name: "Research", state: "complete", pos: 1 },
        { name: "  ", state: "complete", pos: 3 },
      ],
    },
    {
      id: "k3",
      idCard: "c3",
      name: "Only",
      pos: 1,
      checkItems: [{ name: "Step", state: "incomplete", pos: 1 }],
    },
  ],
  actions: [{ type: "commentCard" }],
};

describe("a Trello board's export", () => {
  it("is recognised, and anything else is not", () => {
    expect(parseTrelloBoard(EXPORT)).not.toBeNull();
    expect(parseTrelloBoard({ name: "x" })).toBeNull();
    expect(parseTrelloBoard([1, 2])).toBeNull();
    expect(parseTrelloBoard({ lists: [{ id: 1 }], cards: [] })).toBeNull();
  });

  it("becomes columns and rows in the board's order, without archived cards", () => {
    const result = trelloImport(parseTrelloBoard(EXPORT)!, { withArchived: false });
    expect(result.board).toBe("Launch");
    expect(result.columns).toEqual(["To do", "Doing", "Empty"]);
    expect(result.archived).toBe(2);
    expect(result.rows).toEqual([
      {
        title: "First card",
        column: "To do",
        description: "Line one\nLine two",
        dueDate: "2026-12-20T12:00:00.000Z",
        labels: "Web design, red",
        assignees: "Ada Lovelace, grace",
        checkList: [
          { title: "Draft: Research", isCompleted: true },
          { title: "Draft: Outline", isCompleted: true },
          { title: "Review: Proofread", isCompleted: false },
        ],
      },
      { title: "Second card", column: "To do" },
      { title: "Doing it", column: "Doing", checkList: [{ title: "Step", isCompleted: false }] },
    ]);
  });

  it("takes archived cards and lists when asked", () => {
    const result = trelloImport(parseTrelloBoard(EXPORT)!, { withArchived: true });
    expect(result.columns).toEqual(["To do", "Doing", "Old", "Empty"]);
    expect(result.rows.map((row) => row.title)).toEqual([
      "First card",
      "Second card",
      "Doing it",
      "Archived card",
      "In an old list",
    ]);
  });
});

/**
 * @jest-environment jsdom
 */
// A board card (issue 42): plain markup instead of a Mantine component per piece, so ~40 cards in a
// board's first HTML stay small and hydrate fast — and it still tells everything it told: key, title,
// parent, labels (three and "+n"), subtask progress, type and priority by name, due date (overdue
// unless done), checklist, assignees by name with their initials and colour as Mantine draws them.
import { Avatar, type AvatarProps } from "@mantine/core";
import { act, createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { initials, initialsColor } from "@/lib/users/initials";
import { TaskCardContent } from "@/modules/task-management/components/board/task-card";
import type { TaskPerson, TaskSummary } from "@/modules/task-management/shared/types";
import { browserShims, inApp, serverThenBrowser, unmountAll } from "./helpers/first-render";

jest.mock("@/modules/task-management/components/board/board.module.css", () => ({}));
jest.mock("@/modules/task-management/components/board/card.module.css", () => ({
  overdue: "overdue",
  moreLabels: "more",
  avatar: "avatar",
}));

browserShims();
afterEach(unmountAll);

const ME = "u".repeat(24);
const ANA = "a".repeat(24);
const people = new Map<string, TaskPerson>([
  [ME, { id: ME, name: "Sam Reyes", image: null }],
  [ANA, { id: ANA, name: "Ana Lima", image: "/api/files/ana.png" }],
]);
const task: TaskSummary = {
  id: "t".repeat(24),
  key: "WEB-12",
  title: "Design the landing page",
  priority: "high",
  issueType: "bug",
  parentId: "p".repeat(24),
  parentKey: "WEB-3",
  columnId: "c".repeat(24),
  order: 1,
  status: "todo",
  dueDate: "2020-01-02",
  labels: ["design", "web", "q3", "urgent", "later"],
  assignees: [ME, ANA],
  subtasks: { done: 1, total: 4 },
  checkList: { done: 2, total: 2 },
  repeat: null,
  version: 1,
};

const card = (props: Partial<{ task: TaskSummary; done: boolean }> = {}) =>
  createElement(TaskCardContent, {
    task: props.task ?? task,
    people,
    selfId: ME,
    done: props.done ?? false,
  });

test("tells everything a card tells, in the server's HTML, and hydrates without a mismatch", async () => {
  const { host, errors } = await serverThenBrowser(() => card());
  expect(errors).toEqual([]);
  const text = (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent;
  expect(text("task-key")).toBe("WEB-12");
  expect(text("task-title")).toBe("Design the landing page");
  expect(host.textContent).toContain("Subtask of WEB-3");
  // Three labels, then the rest as "+2" naming them.
  const more = host.querySelector(".more");
  expect(more?.textContent).toBe("+2");
  expect(more?.getAttribute("title")).toBe("urgent, later");
  expect(host.textContent).toContain("design");
  expect(host.textContent).not.toContain("urgent");
  const labels = [...host.querySelectorAll("[aria-label]")].map((node) => node.getAttribute("aria-label"));
  expect(labels).toEqual(
    expect.arrayContaining([
      "Subtasks 1/4",
      "Bug",
      "High",
      "Overdue: due Jan 2",
      "Checklist 2/2",
      "Assignees: Me, Ana Lima",
    ]),
  );
  expect(host.querySelector('[role="img"][aria-label="Bug"]')?.getAttribute("title")).toBe("Bug");
  expect(host.querySelector(".overdue")).not.toBeNull();
  // Ana's picture, named; "Me" without one: initials.
  expect(host.querySelector("img")?.getAttribute("alt")).toBe("Ana Lima");
  expect(host.querySelector('[aria-label="Me"]')?.textContent).toBe("ME");
});

test("a past due date in the last column (done) is not overdue", async () => {
  const { host } = await serverThenBrowser(() => card({ done: true }));
  expect(host.querySelector('[aria-label="Due Jan 2"]')).not.toBeNull();
  expect(host.querySelector(".overdue")).toBeNull();
});

test("a picture that fails to load gives way to the person's initials", async () => {
  const { host } = await serverThenBrowser(() => card());
  const img = host.querySelector("img")!;
  await act(async () => {
    img.dispatchEvent(new Event("error"));
  });
  expect(host.querySelector("img")).toBeNull();
  expect(host.querySelector('[aria-label="Ana Lima"]')?.textContent).toBe("AL");
});

test("initials and their colour are Mantine's, so a person looks the same on a card as elsewhere", () => {
  for (const name of ["Ana Lima", "Sam", "José María Pérez", "?", "Zoë de la Cruz"]) {
    const html = renderToString(
      inApp(createElement(Avatar as ComponentType<AvatarProps>, { name, color: "initials" })),
    );
    expect(html).toContain(`>${initials(name)}</span>`);
    expect(html).toContain(`var(--mantine-color-${initialsColor(name)}-light)`);
  }
});

test("a card's markup stays light: under 3.5 KB for a card with everything on it", () => {
  // With a Mantine component per piece this card was 8.8 KB (a plain one 4.9 KB); now 3.0 KB, most
  // of it the icons' SVG.
  const providers = renderToString(inApp(createElement("div"))).length;
  const html = renderToString(inApp(card()));
  expect(html.length - providers).toBeLessThan(3_500);
});

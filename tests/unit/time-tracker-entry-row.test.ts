/**
 * @jest-environment jsdom
 */
// An entry row of the timer list (issue 42): light to render and hydrate — plain fields, its tags a
// button that becomes the tag picker, its menu built when first used — and every edit still saved
// as before: description, start and end, a typed duration, tags, and the menu's actions.
import { act, createElement } from "react";
import { queryCache } from "@/lib/client/query/cache";
import { EntriesList } from "@/modules/time-tracker/components/entries-list";
import { TimeTrackerProvider } from "@/modules/time-tracker/components/time-tracker-context";
import type { EntryPage, TimeEntryItem, TimeTrackerInfo } from "@/modules/time-tracker/shared/types";
import { browserShims, serverThenBrowser, settle, unmountAll } from "./helpers/first-render";

jest.mock("@mantine/dates/styles.css", () => ({}));
jest.mock("@/modules/time-tracker/components/entries.module.css", () => ({ row: "row" }));
jest.mock("@/modules/time-tracker/components/row-fields.module.css", () => ({}));
jest.mock("socket.io-client", () => ({
  io: () => ({
    connected: false,
    on: () => undefined,
    off: () => undefined,
    io: { on: () => undefined, off: () => undefined },
  }),
}));

browserShims();
jest.setTimeout(30_000);

interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}
let sent: Sent[];
beforeEach(() => {
  sent = [];
  queryCache.clear();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ method, url, body });
    if (method === "PATCH") {
      const answer = { ...planning, ...body };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
});
afterEach(unmountAll);

const MODULE = "m".repeat(24);
const ZONE = "UTC";
const RENDERED_AT = Date.parse("2026-03-04T15:00:00Z");
const planning: TimeEntryItem = {
  id: "e".repeat(24),
  moduleId: MODULE,
  description: "Planning",
  start: "2026-03-04T13:00:00Z",
  end: "2026-03-04T14:00:00Z",
  isBillable: false,
  tags: ["t".repeat(24)],
  task: null,
  state: "Stopped",
};
const page: EntryPage = { data: [planning], nextCursor: null, dayTotals: { "2026-03-04": 3600 } };
const info: TimeTrackerInfo = {
  id: MODULE,
  name: "Hours",
  project: null,
  access: { add: true, edit: true, delete: true, manageMembers: false },
  tags: [
    { id: "t".repeat(24), title: "Design" },
    { id: "u".repeat(24), title: "Research" },
  ],
  running: null,
};

function view() {
  const provider = {
    info,
    savedZone: ZONE,
    firstEntries: { zone: ZONE, page },
    renderedAt: RENDERED_AT,
    children: null,
  };
  return createElement(TimeTrackerProvider, provider, createElement(EntriesList));
}

const writes = () => sent.filter((request) => request.method !== "GET");

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const blur = (element: HTMLElement) =>
  act(async () => {
    element.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
const field = (host: HTMLElement, testId: string) =>
  host.querySelector<HTMLInputElement>(`[data-testid=${testId}]`)!;

describe("an entry row", () => {
  it("renders plain fields: no multi-select or menu until used, and little markup", async () => {
    const { html, host, errors } = await serverThenBrowser(view);
    expect(errors).toEqual([]);
    const row = host.querySelector("[data-testid=time-entry]")!;
    expect(row.querySelector("[data-testid=entry-tags]")!.tagName).toBe("BUTTON");
    expect(row.querySelector("[data-testid=entry-tags]")!.textContent).toBe("Design");
    expect(row.querySelector('[role="combobox"], input[aria-haspopup]')).toBeNull();
    expect(field(host, "entry-start").value).toBe("13:00");
    expect(field(host, "entry-end").value).toBe("14:00");
    expect(field(host, "entry-duration").value).toBe("01:00:00");
    // The row's markup as the server sent it (4.2 KB here): 8.4 KB with Mantine's inputs,
    // multi-select, tooltip and menu.
    expect(html).toContain(row.outerHTML.slice(0, 60));
    expect(row.outerHTML.length).toBeLessThan(5_000);
  });

  it("saves a new description on Enter, and a new start on leaving the field", async () => {
    const { host } = await serverThenBrowser(view);
    const description = field(host, "entry-description");
    type(description, "Planning the launch");
    await act(async () => {
      description.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    await blur(description);
    await settle();
    expect(writes()).toEqual([
      {
        method: "PATCH",
        url: expect.stringContaining(`/entry/${planning.id}`),
        body: { description: "Planning the launch" },
      },
    ]);

    const start = field(host, "entry-start");
    type(start, "12:30");
    await blur(start);
    await settle();
    expect(writes()[1]?.body).toEqual({ start: "2026-03-04T12:30:00.000Z" });
  });

  it("refuses an end before the start with 'Invalid range' and sends nothing", async () => {
    const { host } = await serverThenBrowser(view);
    const end = field(host, "entry-end");
    type(end, "12:00");
    await blur(end);
    await settle();
    expect(host.querySelector("[data-testid=entry-error]")?.textContent).toBe("Invalid range");
    expect(end.getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);
  });

  it("opens the tag picker from its button, focused with its options, and saves a picked tag", async () => {
    const { host } = await serverThenBrowser(view);
    await act(async () => host.querySelector<HTMLButtonElement>("[data-testid=entry-tags]")!.click());
    await settle();
    const input = host.querySelector<HTMLInputElement>(
      "[data-testid=entry-tags] input, input[data-testid=entry-tags]",
    );
    expect(input).not.toBeNull();
    expect(document.activeElement).toBe(input);
    const research = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (option) => option.textContent === "Research",
    );
    expect(research).toBeDefined();
    await act(async () => research!.click());
    await settle();
    expect(writes()).toEqual([
      {
        method: "PATCH",
        url: expect.stringContaining(`/entry/${planning.id}`),
        body: { tags: ["t".repeat(24), "u".repeat(24)] },
      },
    ]);
  });

  it("builds its menu when its button is first used: Continue and Delete", async () => {
    const { host } = await serverThenBrowser(view);
    expect(document.querySelector('[role="menu"]')).toBeNull();
    await act(async () => host.querySelector<HTMLButtonElement>("[data-testid=entry-menu]")!.click());
    await settle();
    const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(["Continue", "Delete"]);
  });
});

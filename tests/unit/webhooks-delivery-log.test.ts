/**
 * @jest-environment jsdom
 */
// The webhook delivery log both kinds show (components/webhooks/delivery-log.tsx): the Redeliver
// action per delivery only for whom the endpoint allows, its loading state, the toast of the answer
// or the server's message, the log read again after a redelivery, and the turned-off notice.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { NextIntlClientProvider } from "next-intl";
import { act, createElement, type ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import { ApiError } from "@/lib/client/api";
import { queryCache } from "@/lib/client/query/cache";
import { customQuery } from "@/lib/client/query/spec";
import type { Page } from "@/lib/contracts/endpoint";
import type { WebhookAttempt, WebhookDeliveryStatus } from "@/lib/webhooks/types";
import { WebhookDeliveryLog } from "@/components/webhooks/delivery-log";
import en from "@/messages/en.json";
import { browserShims } from "./helpers/first-render";

jest.mock("@mantine/notifications", () => ({ notifications: { show: jest.fn() } }));
const toasts = notifications.show as jest.Mock;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no matchMedia (Mantine reads the colour scheme with it), nor ResizeObserver (the table's
// scroll container watches its width).
browserShims();

interface Row {
  id: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  createdAt: string;
}

const failedAttempt: WebhookAttempt = {
  at: "2026-03-01T10:00:00.000Z",
  status: 500,
  error: "HTTP 500",
  outcome: "failed",
};
const row: Row = {
  id: "d1",
  status: "failed",
  attempts: [failedAttempt],
  createdAt: "2026-03-01T09:59:00.000Z",
};

/** The log's query: answers `rows` and counts its reads. */
function logQuery(rows: Row[] = [row]) {
  const reads = { count: 0 };
  const spec = customQuery(["webhook-log", rows.length], async (): Promise<Page<Row>> => {
    reads.count += 1;
    return { data: rows, nextCursor: null };
  });
  return { spec, reads };
}

type Props = ComponentProps<typeof WebhookDeliveryLog<Row>>;

// The English texts, as the app's layout gives them (the children come as createElement's argument).
const intl = { locale: "en", messages: en, timeZone: "UTC", children: null } satisfies ComponentProps<
  typeof NextIntlClientProvider
>;

function render(props: Props) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const tree = (input: Props) =>
    createElement(
      MantineProvider,
      null,
      createElement(NextIntlClientProvider, intl, createElement(WebhookDeliveryLog<Row>, input)),
    );
  act(() => root.render(tree(props)));
  return {
    host,
    rerender: (input: Props) => act(() => root.render(tree(input))),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Lets promises and the cache's timers run, inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

const redeliverButtons = (host: HTMLElement) =>
  [...host.querySelectorAll("button")].filter((button) => button.textContent?.includes("Redeliver"));

const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
  });

afterEach(() => {
  queryCache.clear();
  toasts.mockClear();
});

describe("the webhook delivery log", () => {
  it("lists the deliveries without a Redeliver action for whom the endpoint refuses", async () => {
    const { spec } = logQuery();
    const view = render({ log: spec, describe: () => "Published", enabled: true });
    await settle();
    expect(view.host.querySelector('[data-testid="webhook-deliveries"]')?.textContent).toContain("Published");
    expect(view.host.textContent).toContain("Failed");
    expect(redeliverButtons(view.host)).toHaveLength(0);
    view.unmount();
  });

  it("says so when there is no delivery yet", async () => {
    const { spec } = logQuery([]);
    const view = render({ log: spec, describe: () => "Published", enabled: true, send: jest.fn() });
    await settle();
    expect(view.host.textContent).toContain("No deliveries yet.");
    view.unmount();
  });

  it("sends a delivery again: loading on its button, a toast, and the log read again", async () => {
    const { spec, reads } = logQuery();
    let answer: (value: Row) => void = () => undefined;
    const send = jest.fn(() => new Promise<Row>((resolve) => (answer = resolve)));
    const view = render({ log: spec, describe: () => "Published", enabled: true, send });
    await settle();
    expect(reads.count).toBe(1);

    const [button] = redeliverButtons(view.host);
    // A native button (reached with Tab, pressed with Enter or Space), named with its delivery.
    expect(button!.tagName).toBe("BUTTON");
    expect(button!.getAttribute("type")).toBe("button");
    expect(button!.getAttribute("aria-label")).toMatch(/^Redeliver Published of /);
    await click(button!);
    expect(send).toHaveBeenCalledWith("d1");
    expect(redeliverButtons(view.host)[0]!.hasAttribute("data-loading")).toBe(true);

    const sent: WebhookAttempt = {
      at: "2026-03-01T11:00:00.000Z",
      status: 200,
      error: null,
      outcome: "sent",
    };
    await act(async () => answer({ ...row, status: "sent", attempts: [failedAttempt, sent] }));
    await settle();
    expect(redeliverButtons(view.host)[0]!.hasAttribute("data-loading")).toBe(false);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ color: "teal", message: "Delivered again." }),
    );
    expect(reads.count).toBe(2);
    view.unmount();
  });

  it("tells when the receiver refused it again, or when the attempt is queued", async () => {
    const { spec } = logQuery();
    const again: WebhookAttempt = { ...failedAttempt, at: "2026-03-01T11:00:00.000Z", error: "HTTP 503" };
    const send = jest
      .fn<Promise<Row>, [string]>()
      .mockResolvedValueOnce({ ...row, attempts: [failedAttempt, again] })
      .mockResolvedValueOnce({ ...row, status: "queued" });
    const view = render({ log: spec, describe: () => "Published", enabled: true, send });
    await settle();
    await click(redeliverButtons(view.host)[0]!);
    await settle();
    expect(toasts).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: "Sent again, but the receiver did not accept it: HTTP 503" }),
    );
    await click(redeliverButtons(view.host)[0]!);
    await settle();
    expect(toasts).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: "teal", message: "Queued: it is sent again in a moment." }),
    );
    view.unmount();
  });

  it("shows the server's message when the redelivery is refused, and leaves the log as it is", async () => {
    const { spec, reads } = logQuery();
    const refused = "The webhook is turned off: turn it on before sending again";
    const send = jest.fn(() => Promise.reject(new ApiError(409, [refused])));
    const view = render({ log: spec, describe: () => "Published", enabled: true, send });
    await settle();
    await click(redeliverButtons(view.host)[0]!);
    await settle();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ color: "red", message: refused }));
    expect(reads.count).toBe(1);
    expect(redeliverButtons(view.host)[0]!.hasAttribute("data-loading")).toBe(false);
    view.unmount();
  });

  it("explains a turned-off webhook and turns it on from there", async () => {
    const { spec } = logQuery();
    const onTurnOn = jest.fn(() => Promise.resolve());
    const props: Props = {
      log: spec,
      describe: () => "Published",
      enabled: false,
      send: jest.fn(),
      onTurnOn,
    };
    const view = render(props);
    await settle();
    const notice = view.host.querySelector('[data-testid="webhook-off"]');
    expect(notice?.textContent).toContain("This webhook is turned off");
    expect(redeliverButtons(view.host)[0]!.disabled).toBe(true);

    const turnOn = [...notice!.querySelectorAll("button")].find((button) => button.textContent === "Turn on");
    await click(turnOn!);
    await settle();
    expect(onTurnOn).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ color: "teal", message: "The webhook is on again." }),
    );
    view.rerender({ ...props, enabled: true });
    expect(view.host.querySelector('[data-testid="webhook-off"]')).toBeNull();
    expect(redeliverButtons(view.host)[0]!.disabled).toBe(false);
    view.unmount();
  });

  it("shows the server's message when turning it on fails", async () => {
    const { spec } = logQuery();
    const refused = "Only the module's admins can manage its API key, domain and webhook";
    const onTurnOn = jest.fn(() => Promise.reject(new ApiError(403, [refused])));
    const view = render({ log: spec, describe: () => "Published", enabled: false, onTurnOn });
    await settle();
    const notice = view.host.querySelector('[data-testid="webhook-off"]')!;
    await click([...notice.querySelectorAll("button")].find((button) => button.textContent === "Turn on")!);
    await settle();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ color: "red", message: refused }));
    view.unmount();
  });
});

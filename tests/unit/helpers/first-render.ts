// A page's first view as the browser gets it (issue 42): the server's HTML (renderToString), then
// React hydrating it, with every request the view makes on the way counted. For jsdom tests of
// views that show their content from the first response: the content must be in the HTML, the
// hydration must not disagree with it, and the seeded view must not read on mount.
import { MantineProvider } from "@mantine/core";
import { NextIntlClientProvider } from "next-intl";
import { act, createElement, type ComponentProps, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import en from "@/messages/en.json";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What jsdom lacks and Mantine reads: the colour scheme's media query and element sizes. */
export function browserShims(): void {
  window.matchMedia = ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => undefined;
}

/** The API requests the view made (their URLs); each one waits forever unless `answer` is set. */
export interface Requests {
  urls: string[];
  /** Answers a request (default: none, the request stays pending). */
  answer: ((url: string) => unknown) | null;
}

/** Replaces `fetch`: every call is recorded; `requests.answer` may reply with JSON. */
export function recordRequests(): Requests {
  const requests: Requests = { urls: [], answer: null };
  globalThis.fetch = ((input: RequestInfo | URL) => {
    const url = String(input);
    requests.urls.push(url);
    const body = requests.answer?.(url);
    if (body === undefined) return new Promise<Response>(() => undefined);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
    );
  }) as typeof fetch;
  return requests;
}

// The English texts, as the app's layout gives them (the children come as createElement's argument).
const intl = { locale: "en", messages: en, timeZone: "UTC", children: null } satisfies ComponentProps<
  typeof NextIntlClientProvider
>;

/** The app's providers around a view (Mantine, the English texts). */
export const inApp = (view: ReactElement) =>
  createElement(MantineProvider, null, createElement(NextIntlClientProvider, intl, view));

/** Lets promises and timers run, inside act. */
export const settle = (ms = 5) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const mounted = new Set<() => void>();

/** Unmounts every view still mounted (call it after each test). */
export function unmountAll(): void {
  for (const unmount of mounted) unmount();
}

export interface Hydrated {
  /** The server's HTML of the view. */
  html: string;
  host: HTMLElement;
  /** What React reported while hydrating (a mismatch with the server's HTML shows here). */
  errors: string[];
  unmount: () => void;
}

/**
 * Renders `view()` as the server would, then hydrates that HTML in the browser, as a user opening
 * the page gets it. (One process, one time zone: a view's server HTML must hold no text that
 * depends on the zone when the server cannot know the browser's; check that on `html`.)
 */
export async function serverThenBrowser(
  view: () => ReactElement,
  /** Runs between the server's render and the hydration (e.g. to stand for the browser's Intl). */
  inBrowser?: () => void,
): Promise<Hydrated> {
  const html = renderToString(inApp(view()));
  inBrowser?.();
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  const errors: string[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
  const roots: ReturnType<typeof hydrateRoot>[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(host, inApp(view()), { onRecoverableError: (error) => errors.push(String(error)) }),
    );
  });
  await settle();
  consoleError.mockRestore();
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => roots[0]?.unmount());
    host.remove();
  };
  mounted.add(unmount);
  return { html, host, errors, unmount };
}

/**
 * Mounts `view` in the browser without a server render: the view opened again by a client-side
 * navigation (the router's cache hands the same server answer again).
 */
export async function mountInBrowser(
  view: ReactElement,
): Promise<{ host: HTMLElement; unmount: () => void }> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(inApp(view)));
  await settle();
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root.unmount());
    host.remove();
  };
  mounted.add(unmount);
  return { host, unmount };
}

/** The text of the HTML (tags dropped), for "the server's HTML says …" checks. */
export const textOf = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.textContent ?? "";
};

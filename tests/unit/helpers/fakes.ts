// Stand-ins for what a page's view reads from Next's router and the socket, for the jest.mock
// factories of tests/unit/first-data-*.test.ts (a factory may only require them):
//   jest.mock("next/navigation", () => jest.requireActual("./helpers/fakes").navigation);
//   jest.mock("socket.io-client", () => jest.requireActual("./helpers/fakes").socketIo);
import { act } from "react";

/** Where the fake router is: a test sets `place.pathname` and `place.search`. */
export const place = { pathname: "/", search: new URLSearchParams("") };
export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };

export const navigation = {
  useRouter: () => router,
  usePathname: () => place.pathname,
  useSearchParams: () => place.search,
  notFound: () => {
    throw new Error("notFound");
  },
};

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/** socket.io-client with a connected socket whose events the test emits (`emitSocket`). */
export const socketIo = {
  io: () => ({
    connected: true,
    on: (event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    io: { on: () => undefined, off: () => undefined },
  }),
};

/** Delivers a socket event to every listener of the page, inside act. */
export const emitSocket = (event: string, payload: unknown) =>
  act(async () => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  });

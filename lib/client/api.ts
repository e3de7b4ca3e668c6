"use client";

import { hardNavigate } from "@/lib/client/navigation";
import type { AnyEndpoint, CallInput, ResponseOf, RouteOf } from "@/lib/contracts/endpoint";
import { urlOf } from "@/lib/contracts/url";

/** An HTTP failure with the server's messages (the NestJS-shaped error body). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    /** The parsed error body, for answers that carry more than messages (a 409's running timer). */
    readonly body?: unknown,
  ) {
    super(messages.join(", "));
    this.name = "ApiError";
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** A 401 normally signs the user out; calls where 401 is an expected answer (login) opt out. */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
}

// One id per tab, sent as x-client-id so the server can tell this tab's own realtime echoes apart.
export function clientId(): string {
  const key = "suite-client-id";
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
  }
  return id;
}

function messagesOf(body: unknown, fallback: string): string[] {
  if (body && typeof body === "object") {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (Array.isArray(message)) return message.map(String);
    if (typeof message === "string") return [message];
    if (typeof error === "string") return [error];
  }
  return [fallback];
}

/** Calls `/api/v1{path}` with JSON in and out. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return request<T>(`/api/v1${path}`, options);
}

type CallOptions = Pick<ApiOptions, "allowUnauthorized" | "signal">;

/** "POST /api/v1/…" → its method and path template. */
function splitRoute(route: string): { method: ApiOptions["method"]; path: string } {
  const space = route.indexOf(" ");
  return { method: route.slice(0, space) as ApiOptions["method"], path: route.slice(space + 1) };
}

/**
 * Calls an endpoint by its contract's route — `call<typeof createTask>("POST /api/v1/…/tasks", …)`,
 * the contract imported as a type only, so the browser loads none of its schemas; the compiler
 * checks the route against the contract. The URL comes from the path, params and query, the body is
 * typed as the contract's input and the answer as its response. The server validates.
 */
export function call<E extends AnyEndpoint>(
  route: RouteOf<E>,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const { method, path } = splitRoute(route);
  return request<ResponseOf<E>>(urlOf({ path }, params, query as Record<string, unknown> | undefined), {
    ...options,
    method,
    body,
  });
}

/** The address of an endpoint (a download, a file, an upload) for a link, by its contract's route. */
export function hrefOf<E extends AnyEndpoint>(route: RouteOf<E>, input: Omit<CallInput<E>, "body">): string {
  const { params, query } = input as { params?: Record<string, string>; query?: object };
  return urlOf(splitRoute(route), params, query as Record<string, unknown> | undefined);
}

async function request<T>(url: string, options: ApiOptions): Promise<T> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      "x-client-id": clientId(),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
    signal: options.signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && !options.allowUnauthorized) hardNavigate("/logout");
    throw new ApiError(
      response.status,
      messagesOf(body, response.statusText || "Something went wrong"),
      body,
    );
  }
  return body as T;
}

/** The text to show for any error: the server's messages, else the error's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  // An ApiError without messages is a network failure the query cache wrapped (status 0).
  if (error instanceof ApiError) return error.messages.join(", ") || fallback;
  if (error instanceof TypeError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

// The API's contracts: each endpoint declared once — method, path, params, query, body, response and
// auth — in files the browser may import (zod/mini). The server serves a route file from its contract
// (lib/server/api/serve.ts: input validated and typed, the answer type-checked), the client calls it
// through the same contract (lib/client/api.ts `call`), a test fails when a route file and a contract
// do not match (tests/integration/api/contracts.test.ts), and the API platform turns the contracts
// into its OpenAPI document. docs/platform/api.md describes how to write one.
import * as z from "@/lib/zod";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint:
 * - `session`: a signed-in user (the session cookie, or `Authorization: Bearer` with an access token); 401 otherwise.
 * - `sessionOptional`: anyone; the handler gets the user when one is signed in (an invitation's preview).
 * - `public`: anyone, no user read (sign-in, a published form, health).
 * - `apiKey`: a key sent in a header, checked by the endpoint's own `authenticate` (the content hub's public API).
 */
export type EndpointAuth = "session" | "sessionOptional" | "public" | "apiKey";

/** Any zod 4 schema (zod/mini here; the server may pass classic ones too). */
export type Schema = z.core.$ZodType;

/** An answer that is not JSON: a file, a CSV, a redirect or an empty 204/304. `contentType` documents it. */
export interface RawResponse {
  readonly raw: true;
  readonly contentType: string;
}

export const rawResponse = (contentType: string): RawResponse => ({ raw: true, contentType });
/** An empty answer (204, a 304 revalidation, a redirect). */
export const noContent: RawResponse = rawResponse("none");

/** The names of a path template's `{param}` segments. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
  A extends EndpointAuth = EndpointAuth,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | RawResponse = Schema | RawResponse,
> {
  readonly method: M;
  /** `/api/v1/task-management/{moduleId}/tasks`: the route file's path, `[name]` written `{name}`. */
  readonly path: Path;
  readonly auth: A;
  /** One line for the API reference. */
  readonly summary: string;
  /** The path's params, validated before anything else (a malformed id is a 400); strings when absent. */
  readonly params?: P;
  /** The query string (its entries as an object; a repeated key keeps its last value). */
  readonly query?: Q;
  /** The JSON body, read capped and validated before the handler runs. */
  readonly body?: B;
  /** The answer: its JSON schema (checked against every answer in the tests), or a raw one. */
  readonly response: R;
  /** The status of a success unless given: 200 (201 for a create), 204 for `noContent`. */
  readonly status?: number;
  /** Other statuses the endpoint answers with the same body (200 when a create finds the row already there). */
  readonly otherStatuses?: readonly number[];
}

/** Any endpoint, whatever its schemas. */
export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  EndpointAuth,
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema | RawResponse
>;

export function defineEndpoint<
  const M extends HttpMethod,
  const Path extends string,
  const A extends EndpointAuth,
  R extends Schema | RawResponse,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(endpoint: Endpoint<M, Path, A, P, Q, B, R>): Endpoint<M, Path, A, P, Q, B, R> {
  return endpoint;
}

// ---- what an endpoint takes and answers -------------------------------------------------------

type Output<S> = S extends Schema ? z.output<S> : never;
type Input<S> = S extends Schema ? z.input<S> : never;
/** A declared schema (the property is optional: its type includes undefined). */
type Declared<S> = Exclude<S, undefined>;
type IfDeclared<S, Then, Else> = [Declared<S>] extends [never] ? Else : Then;

/** The params a handler gets: the schema's output, or the path's names as strings. */
export type ParamsOf<E extends AnyEndpoint> = IfDeclared<
  E["params"],
  Output<Declared<E["params"]>>,
  Record<PathParamNames<E["path"]>, string>
>;
export type QueryOf<E extends AnyEndpoint> = IfDeclared<E["query"], Output<Declared<E["query"]>>, undefined>;
export type BodyOf<E extends AnyEndpoint> = IfDeclared<E["body"], Output<Declared<E["body"]>>, undefined>;
/** The JSON a client receives (unknown for a raw answer). */
export type ResponseOf<E extends AnyEndpoint> = E["response"] extends Schema
  ? Output<E["response"]>
  : unknown;

/** What a client sends: the path's params as strings, the query's and body's inputs. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string> }) &
  IfDeclared<E["query"], { query?: Partial<Input<Declared<E["query"]>>> }, { query?: undefined }> &
  IfDeclared<E["body"], { body: Input<Declared<E["body"]>> }, { body?: undefined }>;

export { urlOf } from "@/lib/contracts/url";

/** An endpoint's route as the client names it: `"GET /api/v1/tasks/{taskId}"`, checked against its contract. */
export type RouteOf<E extends Pick<AnyEndpoint, "method" | "path">> = `${E["method"]} ${E["path"]}`;

// ---- shared shapes ------------------------------------------------------------------------------

/** One page of a keyset-paginated list: the items and the cursor of the next page (null at the end). */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** The schema of a `Page<T>` answer. */
export const pageSchema = <S extends Schema>(item: S) =>
  z.object({ data: z.array(item), nextCursor: z.nullable(z.string()) });

/** An ISO 8601 instant on the wire (a Date is sent as one). */
export const isoDate = z.string().check(z.iso.datetime({ offset: true }));

/** `{ ok: true }`, what a change without a body to return answers. */
export const okSchema = z.object({ ok: z.literal(true) });

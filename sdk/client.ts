// The suite's typed API client: openapi-fetch (MIT) over the types of sdk/api.d.ts, which
// `npm run api:client` generates from the OpenAPI document (GET /api/v1/openapi.json) and CI checks
// against it. Every path, param, body and answer is typed:
//
//   const suite = createSuiteClient({ baseUrl: "https://suite.example.com", token: process.env.SUITE_TOKEN! });
//   const { data, error, response } = await suite.POST("/api/v1/task-management/{moduleId}/tasks", {
//     params: { path: { moduleId } },
//     body: { title: "From a script" },
//   });
//
// `data` is the success's body, `error` the error's ({ statusCode, message, error }); on 429 the
// `retry-after` header says when to try again. docs/platform/api.md, "The typed client".
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./api";

export type { components, operations, paths } from "./api";

export interface SuiteClientOptions {
  /** The suite's origin, e.g. `https://suite.example.com` (the paths start with /api/v1). */
  baseUrl: string;
  /** An API token (`stk_…`, Settings → API tokens) or a session's access token. */
  token: string;
  /** The fetch to use (the platform's by default). */
  fetch?: (request: Request) => Promise<Response>;
}

export type SuiteClient = Client<paths>;

/** A client whose every request carries `token` as its bearer. */
export function createSuiteClient({ baseUrl, token, fetch }: SuiteClientOptions): SuiteClient {
  const client = createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ""), ...(fetch ? { fetch } : {}) });
  client.use({
    onRequest({ request }) {
      request.headers.set("authorization", `Bearer ${token}`);
      return request;
    },
  });
  return client;
}

// The API's own reference: the OpenAPI 3.1 document built from every contract
// (lib/server/openapi/document.ts), served by app/api/v1/openapi.json/route.ts and rendered by the
// /developers/api page. See lib/contracts/endpoint.ts.
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";

export const getOpenApiDocument = defineEndpoint({
  method: "GET",
  path: "/api/v1/openapi.json",
  auth: "public",
  summary: "This API's OpenAPI 3.1 document, generated from its contracts",
  response: rawResponse("application/json"),
});

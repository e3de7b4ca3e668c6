// Each integration test file checks its answers against the OpenAPI document (serve, under jest:
// lib/server/openapi/validate.ts). Building it means importing every contract and converting ~480
// operations (about a second a file); instead the first file of the run that needs it builds it and
// writes it to the run's file (global-setup.ts names it, global-teardown.ts deletes it), and the others
// read it. Two workers starting together may both build it; each writes through a rename, so no file
// ever reads half of it.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { OpenApiDocument } from "@/lib/server/openapi/document";
import { setServedDocument } from "@/lib/server/openapi/validate";

const file = process.env.TEST_OPENAPI_DOCUMENT;

if (file) {
  setServedDocument(async () => {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;
    const { openApiDocument } = await import("@/lib/server/openapi/document");
    const document = openApiDocument();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
    return document;
  });
}

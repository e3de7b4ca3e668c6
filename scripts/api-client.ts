// `npm run api:client`: writes the typed client's types (sdk/api.d.ts) from the OpenAPI document the
// contracts make (lib/server/openapi/client-types.ts). Run it after changing a contract; the
// integration test tests/integration/openapi/client.test.ts fails while the file is out of date.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { clientTypes, CLIENT_TYPES_FILE } from "@/lib/server/openapi/client-types";
import { openApiDocument } from "@/lib/server/openapi/document";

async function main() {
  const file = path.join(__dirname, "..", CLIENT_TYPES_FILE);
  const text = await clientTypes(openApiDocument());
  writeFileSync(file, text);
  console.log(`api:client: wrote ${CLIENT_TYPES_FILE} (${Math.round(text.length / 1024)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

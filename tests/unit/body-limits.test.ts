import { bodyLimit, DATABASE_IMPORT_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";

describe("the body limit of a path", () => {
  it("lets a database import stream up to 100 MB, and nothing else past the JSON limit", () => {
    const moduleId = "0123456789abcdef01234567";
    const databaseId = "89abcdef0123456789abcdef";
    expect(bodyLimit(`/api/v1/database-generator/${moduleId}/databases/${databaseId}/imports`)).toEqual({
      maxBytes: DATABASE_IMPORT_MAX_BYTES,
      message: "validation.dbImportTooLarge",
    });
    expect(DATABASE_IMPORT_MAX_BYTES).toBe(100 * 1024 * 1024);
    for (const path of [
      `/api/v1/database-generator/${moduleId}/databases/${databaseId}/imports/x`,
      `/api/v1/database-generator/${moduleId}/databases/${databaseId}/tables`,
      `/api/v1/database-generator/${moduleId}/databases/../imports`,
    ])
      expect(bodyLimit(path).maxBytes).toBe(JSON_BODY_MAX_BYTES);
  });
});

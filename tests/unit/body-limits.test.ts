import { bodyLimit, DATABASE_IMPORT_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";
import { CONTENT_UPLOAD_MAX_BYTES } from "@/modules/content-hub/shared/types";
import { DATASET_MAX_BYTES } from "@/modules/data-visualization/shared/sources";
import { ATTACHMENT_MAX_BYTES as DB_ATTACHMENT_MAX_BYTES } from "@/modules/database-generator/shared/columns";
import { FILE_MAX_SIZE_MB } from "@/modules/form-builder/shared/elements";
import { ATTACHMENT_MAX_BYTES as CHAT_ATTACHMENT_MAX_BYTES } from "@/modules/online-chat/shared/constants";

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

describe("modules' own uploads", () => {
  const id = "0123456789abcdef01234567";
  const other = "89abcdef0123456789abcdef";
  const overhead = 64 * 1024;

  it("let each module's file and its form through, with the module's own message past it", () => {
    expect(bodyLimit(`/api/v1/online-chat/${id}/conversations/${other}/attachments`)).toEqual({
      maxBytes: CHAT_ATTACHMENT_MAX_BYTES + overhead,
      message: "validation.chatAttachmentTooLarge",
    });
    expect(bodyLimit(`/api/v1/database-generator/${id}/tables/${other}/files`)).toEqual({
      maxBytes: DB_ATTACHMENT_MAX_BYTES + overhead,
      message: "validation.dbAttachmentTooLarge",
    });
    expect(bodyLimit(`/api/v1/content-hub/${id}/upload`)).toEqual({
      maxBytes: CONTENT_UPLOAD_MAX_BYTES + overhead,
      message: "validation.contentFileTooLarge",
    });
    expect(bodyLimit(`/api/v1/public/forms/team-survey/upload`).maxBytes).toBe(
      FILE_MAX_SIZE_MB * 1024 * 1024 + overhead,
    );
    expect(bodyLimit(`/api/v1/data-visualization/${id}/datasets`)).toEqual({
      maxBytes: DATASET_MAX_BYTES + overhead,
      message: "validation.datasetTooLarge",
    });
  });

  it("keep every other path of those modules at the JSON limit", () => {
    for (const path of [
      `/api/v1/online-chat/${id}/conversations/${other}/messages`,
      `/api/v1/database-generator/${id}/tables/${other}/records`,
      `/api/v1/content-hub/${id}/upload/x`,
      `/api/v1/public/forms/a/b/upload`,
      `/api/v1/data-visualization/${id}/datasets/${other}`,
    ])
      expect(bodyLimit(path).maxBytes).toBe(JSON_BODY_MAX_BYTES);
  });
});

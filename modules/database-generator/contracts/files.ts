// The files of a table's attachment cells (issue 36): uploaded one at a time (the cell or form shows
// each one's progress), then named by a record's cells (their ids). Served by GET /api/v1/files/{key}
// to whoever reads the module; a file no cell holds is purged a day after it is found so.
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { tableParamsSchema } from "@/modules/database-generator/schemas/inputs";
import { ATTACHMENT_MAX_BYTES } from "@/modules/database-generator/shared/columns";
import { attachmentSchema } from "@/modules/database-generator/shared/types";

const base = "/api/v1/database-generator/{moduleId}" as const;

export const uploadAttachment = defineEndpoint({
  method: "POST",
  path: `${base}/tables/{tableId}/files`,
  auth: "session",
  summary: `Upload a file for the table's attachment cells (multipart field \`file\`, under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; the type is read from its bytes; an image gets a thumbnail): put its id in an attachment cell within a day`,
  params: tableParamsSchema,
  response: attachmentSchema,
  status: 201,
});

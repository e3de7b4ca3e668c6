import { withApi } from "@/lib/server/api/with-api";
import { deleteFolder, getFolder, renameFolder } from "@/modules/form-builder/server/folders";

// GET /api/v1/form-builder/{id}/folder/{folderId} - the folder and its form count
export const GET = withApi({}, async ({ actor, params, meta }) => getFolder(actor, params, meta.errorLocale));

// PATCH /api/v1/form-builder/{id}/folder/{folderId} - rename it ({name})
export const PATCH = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  renameFolder(actor, { params, body }, meta.errorLocale),
);

// DELETE /api/v1/form-builder/{id}/folder/{folderId} - delete it; its forms stay, in no folder
export const DELETE = withApi({}, async ({ actor, params, meta }) =>
  deleteFolder(actor, params, meta.errorLocale),
);

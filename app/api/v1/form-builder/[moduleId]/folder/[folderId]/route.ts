import { serve } from "@/lib/server/api/serve";
import {
  deleteFolder as deleteFolderEndpoint,
  getFolder as getFolderEndpoint,
  renameFolder as renameFolderEndpoint,
} from "@/modules/form-builder/contracts";
import { deleteFolder } from "@/modules/form-builder/server/folders/delete-folder";
import { getFolder } from "@/modules/form-builder/server/folders/get-folder";
import { renameFolder } from "@/modules/form-builder/server/folders/rename-folder";

export const GET = serve(getFolderEndpoint, async ({ actor, params, meta }) =>
  getFolder(actor, params, meta.errorLocale),
);

export const PATCH = serve(renameFolderEndpoint, async ({ actor, params, body, meta }) =>
  renameFolder(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(deleteFolderEndpoint, async ({ actor, params, meta }) =>
  deleteFolder(actor, params, meta.errorLocale),
);

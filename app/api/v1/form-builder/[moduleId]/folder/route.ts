import { serve } from "@/lib/server/api/serve";
import {
  createFolder as createFolderEndpoint,
  listFolders as listFoldersEndpoint,
} from "@/modules/form-builder/contracts";
import { createFolder } from "@/modules/form-builder/server/folders/create-folder";
import { listFolders } from "@/modules/form-builder/server/folders/list-folders";

export const GET = serve(listFoldersEndpoint, async ({ actor, params, meta }) =>
  listFolders(actor, params, meta.errorLocale),
);

export const POST = serve(createFolderEndpoint, async ({ actor, params, body, meta }) =>
  createFolder(actor, { params, body }, meta.errorLocale),
);

import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createFolder, listFolders } from "@/modules/form-builder/server/folders";

// GET /api/v1/form-builder/{id}/folder - the dashboard's folders by name, each with its form count
export const GET = withApi({}, async ({ actor, params, meta }) =>
  listFolders(actor, params, meta.errorLocale),
);

// POST /api/v1/form-builder/{id}/folder - create a folder ({name}; 409 when the name is taken)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createFolder(actor, { params, body }, meta.errorLocale), { status: 201 }),
);

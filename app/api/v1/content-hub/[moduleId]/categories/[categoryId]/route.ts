import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { deleteCategory } from "@/modules/content-hub/server/categories/delete-category";
import { getCategory } from "@/modules/content-hub/server/categories/get-category";
import { updateCategory } from "@/modules/content-hub/server/categories/update-category";

export const GET = serve(endpoints.getCategory, async ({ actor, params, meta }) =>
  getCategory(actor, { params }, meta.errorLocale),
);

export const PATCH = serve(endpoints.updateCategory, async ({ actor, params, body, meta }) =>
  updateCategory(actor, { params, body }, meta.errorLocale),
);

export const DELETE = serve(endpoints.deleteCategory, async ({ actor, params, meta }) =>
  deleteCategory(actor, { params }, meta.errorLocale),
);

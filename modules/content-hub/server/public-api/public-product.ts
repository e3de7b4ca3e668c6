import "server-only";
import type { CustomFieldSection, PublicProduct } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { publicFileUrl } from "../public-files";
import type { PublicContext } from "./serve-public";
import { idOrSlug, productOf, publicProductSelect } from "./public-rows";

/** A published product by id or slug, with its custom fields (downloads at their public addresses). */
export async function publicProduct(ctx: PublicContext<undefined>): Promise<PublicProduct> {
  const row = await getDb().contentProduct.findFirst({
    where: { moduleId: ctx.moduleId, isPublished: true, ...idOrSlug(ctx.params.idOrSlug ?? "") },
    select: { ...publicProductSelect, customFields: true },
  });
  if (!row) throw notFound("errors.productNotFound");
  const sections = row.customFields as unknown as CustomFieldSection[];
  return {
    ...productOf(ctx.moduleId)(row),
    // An uploaded download is a stored key: the site gets its public address.
    customFields: sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.file ? { ...item, file: publicFileUrl(ctx.moduleId, item.file) } : item,
      ),
    })),
  };
}

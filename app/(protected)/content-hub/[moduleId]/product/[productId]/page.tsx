import { ProductEditor } from "@/modules/content-hub/components/product/product-editor";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { productPageParamsSchema } from "@/modules/content-hub/shared/routes";

/** /content-hub/{moduleId}/product/{productId}: the product editor (the layout checked the module). */
export default async function ProductEditorPage({ params }: { params: Promise<Record<string, string>> }) {
  const route = productPageParamsSchema.safeParse(await params);
  if (!route.success) return <RouteParamsError kind="params" />;
  return <ProductEditor productId={route.data.productId} />;
}

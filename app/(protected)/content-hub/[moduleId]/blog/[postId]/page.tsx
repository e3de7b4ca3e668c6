import { BlogEditor } from "@/modules/content-hub/components/blog/blog-editor";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { postPageParamsSchema } from "@/modules/content-hub/shared/routes";

/** /content-hub/{moduleId}/blog/{postId}: the blog editor (the layout checked the module). */
export default async function BlogEditorPage({ params }: { params: Promise<Record<string, string>> }) {
  const route = postPageParamsSchema.safeParse(await params);
  if (!route.success) return <RouteParamsError kind="params" />;
  return <BlogEditor postId={route.data.postId} />;
}

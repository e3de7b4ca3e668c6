import { withApi } from "@/lib/server/api/with-api";
import { getPublicForm } from "@/modules/form-builder/server/public";

// GET /api/v1/public/forms/{slug} - the published form (signed out; 404 for drafts and unknown slugs)
export const GET = withApi({ auth: "none" }, async ({ params }) => getPublicForm(params.slug));

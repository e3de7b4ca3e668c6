import { serve } from "@/lib/server/api/serve";
import { getPublicForm as getPublicFormEndpoint } from "@/modules/form-builder/contracts/public";
import { getPublicForm } from "@/modules/form-builder/server/public/get-public-form";

export const GET = serve(getPublicFormEndpoint, async ({ params }) => getPublicForm(params.slug));

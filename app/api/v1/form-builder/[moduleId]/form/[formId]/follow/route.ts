import { serve } from "@/lib/server/api/serve";
import { followForm, unfollowForm } from "@/modules/form-builder/contracts";
import { setFollowing } from "@/modules/form-builder/server/forms/set-following";

export const PUT = serve(followForm, async ({ actor, params, meta }) =>
  setFollowing(actor, { params, follow: true }, meta.errorLocale),
);

export const DELETE = serve(unfollowForm, async ({ actor, params, meta }) =>
  setFollowing(actor, { params, follow: false }, meta.errorLocale),
);

import { finishTour as finishTourEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { finishTour } from "@/lib/server/users/tours";

export const PUT = serve(finishTourEndpoint, async ({ actor, params }) => finishTour(actor, params));

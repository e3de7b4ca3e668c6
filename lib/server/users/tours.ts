import "server-only";
import { tourParamsSchema } from "@/lib/schemas/users";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { ownUserId } from "@/lib/server/users/get-user";
import { TOURS, type TourName } from "@/lib/tours";

/**
 * PUT /users/{id}/tours/{tour}: the caller finished or skipped a guided tour (lib/tours.ts), noted
 * once; answers the tours they have done. Another user's id is 404, an unknown tour 400.
 */
export async function finishTour(actor: Actor, raw: unknown): Promise<{ toursDone: TourName[] }> {
  const { tour } = parseInput(tourParamsSchema, raw);
  const id = ownUserId(actor, (raw as { id?: unknown }).id);
  const [row] = await getDb().$queryRaw<{ toursDone: string[] }[]>`
    UPDATE "User" SET "toursDone" = CASE WHEN ${tour} = ANY("toursDone") THEN "toursDone"
                                         ELSE array_append("toursDone", ${tour}) END
     WHERE "id" = ${id}
    RETURNING "toursDone"`;
  return {
    toursDone: (row?.toursDone ?? []).filter((done): done is TourName =>
      (TOURS as readonly string[]).includes(done),
    ),
  };
}

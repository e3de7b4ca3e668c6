import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { formEnv } from "@/lib/server/env";
import { conflict } from "@/lib/server/errors";

// Which versions a public form takes answers and uploads for: the published one, and the one a
// republication replaced, for FORM_VERSION_GRACE_MINUTES after it (a page opened just before keeps
// working). Versions are published in order, so the replaced version's successor was published at
// its replacement. Anything else, an unknown version included, is 409: the page must be reloaded.

export const staleVersion = () => conflict("errors.formVersionStale");

/** SQL: version row `v` is taken by its form `f` (aliases of "FormVersion" and "Form"). */
export function versionTakenSql(v: string, f: string): Prisma.Sql {
  const [version, form] = [Prisma.raw(`"${v}"`), Prisma.raw(`"${f}"`)];
  const grace = formEnv().FORM_VERSION_GRACE_MINUTES;
  return Prisma.sql`(${version}."id" = ${form}."publishedVersionId" OR EXISTS (
    SELECT 1 FROM "FormVersion" nv
     WHERE nv."formId" = ${version}."formId" AND nv."version" = ${version}."version" + 1
       AND nv."publishedAt" > now() - make_interval(mins => ${grace}::int)))`;
}

/** The elements of version `versionId` of the form, if it is taken; 409 otherwise. */
export async function takenVersionElements(formId: string, versionId: string): Promise<unknown> {
  const [row] = await getDb().$queryRaw<{ elements: unknown }[]>`
    SELECT v."elements" FROM "FormVersion" v JOIN "Form" f ON f."id" = v."formId"
     WHERE v."id" = ${versionId} AND v."formId" = ${formId} AND ${versionTakenSql("v", "f")}`;
  if (!row) throw staleVersion();
  return row.elements;
}

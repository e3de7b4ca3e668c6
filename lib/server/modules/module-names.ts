import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { allMessages, translateMessage } from "@/lib/i18n/messages";
import { moduleDisplayName } from "@/lib/modules/module-name";

const titlesByLocale = new Map<Locale, string>();

/** The catalog titles of every module kind in one language, as a JSON object text { tag: title }. */
function catalogTitlesJson(locale: Locale): string {
  let json = titlesByLocale.get(locale);
  if (!json) {
    const tags = Object.keys(allMessages.en.catalog);
    json = JSON.stringify(
      Object.fromEntries(tags.map((tag) => [tag, translateMessage(locale, `catalog.${tag}.title`)])),
    );
    titlesByLocale.set(locale, json);
  }
  return json;
}

/** A module's name to show in `locale`: its own name, else its kind's catalog title. */
export function displayModuleName(module: { name: string | null; tag: string }, locale: Locale): string {
  return moduleDisplayName(module, (key) => translateMessage(locale, key));
}

/**
 * The same in SQL, for statements that build JSON: `COALESCE(<alias>."name", <title of its tag>)`
 * with the titles of `locale` as one parameter.
 */
export function moduleNameSql(alias: string, locale: Locale): Prisma.Sql {
  const table = Prisma.raw(`"${alias}"`);
  return Prisma.sql`COALESCE(${table}."name", ${catalogTitlesJson(locale)}::jsonb ->> ${table}."tag")`;
}

// Helpers of the import tests: a workspace's archive made through the export routes, rewritten, and
// sent to POST /api/v1/imports as a person would.
import { gunzipSync, gzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { makeZip } from "client-zip";
import { POST as startExportRoute } from "@/app/api/v1/exports/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[exportId]/download/route";
import { POST as importRoute } from "@/app/api/v1/imports/route";
import type { ExportItem, ImportItem } from "@/lib/export/types";
import { newId } from "@/lib/server/ids";
import { call } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";
import { writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { archiveFileEntries, entryBytes } from "@/lib/server/export/read-archive";

/** The active workspace of `admin` exported (inline: no job system here), as the ZIP's bytes. */
export async function exportArchive(admin: Caller): Promise<Buffer> {
  const started = await call<ExportItem>(startExportRoute, { method: "POST", token: admin.token });
  if (started.body.status !== "done") throw new Error(`export ${started.body.status}: ${started.body.error}`);
  const res = await downloadRoute(
    new NextRequest(`http://localhost:3000/api/v1/exports/${started.body.id}/download`, {
      headers: { authorization: `Bearer ${admin.token}` },
    }),
    { params: Promise.resolve({ exportId: started.body.id }) },
  );
  return Buffer.from(await res.arrayBuffer());
}

/** The archive's entries, each as bytes (a test's archives are small). */
export async function archiveContents(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = path.join(tmpdir(), `import-test-${newId()}.zip`);
  await writeFile(file, zip);
  const contents = new Map<string, Buffer>();
  for await (const entry of archiveFileEntries(file)) contents.set(entry.name, await entryBytes(entry));
  await rm(file);
  return contents;
}

/** A ZIP of these entries (a `.jsonl.gz` entry given as rows is written as gzipped JSON Lines). */
export async function zipOf(entries: Map<string, Buffer | unknown[] | object>): Promise<Buffer> {
  const files = [...entries].map(([name, value]) => ({
    name,
    input: Buffer.isBuffer(value)
      ? value
      : name.endsWith(".jsonl.gz")
        ? gzipSync((value as unknown[]).map((row) => `${JSON.stringify(row)}\n`).join(""))
        : JSON.stringify(value),
  }));
  return Buffer.from(await new Response(makeZip(files)).arrayBuffer());
}

/** The rows of a `.jsonl.gz` entry. */
export const rowsOf = <T>(bytes: Buffer): T[] =>
  gunzipSync(bytes)
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

/** POST /api/v1/imports with `body` as the ZIP, as `caller`. */
export async function sendImport(
  caller: Caller,
  body: Buffer,
  query = "",
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ImportItem & { error?: unknown; message?: string } }> {
  const res = await importRoute(
    new NextRequest(`http://localhost:3000/api/v1/imports${query}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${caller.token}`,
        "content-type": "application/zip",
        "x-forwarded-for": "10.0.0.1",
        ...headers,
      },
      body: new Uint8Array(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: (await res.json()) as ImportItem };
}

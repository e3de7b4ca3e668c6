import "server-only";
import * as Elements from "bpmn-elements";
import { deserialize, TypeResolver } from "moddle-context-serializer";
import { getDb } from "@/lib/server/db";
import type { LoadedVersion } from "./run-cycle";
import type { CompiledProcess } from "./types";

const typeResolver = TypeResolver({ ...Elements });
/** Deployed versions never change: each node keeps the last ones it ran, deserialized. */
const CACHE_SIZE = 200;
const cache = new Map<string, LoadedVersion>();

/** A version ready to run: read and deserialized once per node, the most recent kept. */
export async function loadVersion(versionId: string): Promise<LoadedVersion> {
  const cached = cache.get(versionId);
  if (cached) {
    cache.delete(versionId);
    cache.set(versionId, cached);
    return cached;
  }
  const row = await getDb().automationProcessVersion.findUniqueOrThrow({
    where: { id: versionId },
    select: { id: true, compiled: true },
  });
  const compiled = row.compiled as unknown as CompiledProcess;
  const loaded: LoadedVersion = {
    id: row.id,
    sourceContext: deserialize(compiled.context, typeResolver),
    elements: compiled.elements,
  };
  cache.set(versionId, loaded);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return loaded;
}

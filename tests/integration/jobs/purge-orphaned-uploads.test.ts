import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { uploadedCover } from "@/lib/projects/covers";
import { getDb } from "@/lib/server/db";
import { newFileKey } from "@/lib/server/files/file-key";
import { getFileStorage } from "@/lib/server/files/storage";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { ORPHAN_GRACE_MS, purgeOrphanedUploadsJob } from "@/lib/server/jobs/purge-orphaned-uploads";
import { seedProject } from "@/prisma/seed/projects";
import { seedUser, seedWorkspace } from "@/prisma/seed/users";
import { startTestJobs, stopTestJobs, waitFor } from "./helpers";

let filesDir: string;
let workspaceId: string;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-orphans-"));
  process.env.FILES_DIR = filesDir;
  delete process.env.S3_BUCKET;
  delete process.env.S3_ENDPOINT;
  const owner = await seedUser(getDb(), { passwordHash: "unused" });
  workspaceId = (await seedWorkspace(getDb(), owner.id)).id;
  await startTestJobs();
});
afterAll(async () => {
  await stopTestJobs();
  await fs.rm(filesDir, { recursive: true, force: true });
});

/** A stored PNG with its File row, `ageMs` old. */
async function storedFile(ageMs: number): Promise<string> {
  const { id, key } = newFileKey(workspaceId, "png");
  await getFileStorage().put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png");
  await getDb().file.create({
    data: {
      id,
      key,
      workspaceId,
      name: "cover.png",
      contentType: "image/png",
      size: 4,
      createdAt: new Date(Date.now() - ageMs),
    },
  });
  return key;
}

const OLD = ORPHAN_GRACE_MS + 60_000;
const onDisk = (key: string) =>
  fs.access(path.join(filesDir, key)).then(
    () => true,
    () => false,
  );
const hasRow = async (key: string) => (await getDb().file.count({ where: { key } })) === 1;

describe("purge-orphaned-uploads", () => {
  it("deletes unreferenced uploads past the grace period from storage and table, keeping covers and fresh uploads", async () => {
    const cover = await storedFile(OLD);
    const replaced = await storedFile(OLD);
    const ofDeletedProject = await storedFile(OLD);
    const neverUsed = await storedFile(OLD);
    const fresh = await storedFile(60_000);

    const project = await seedProject(getDb(), workspaceId);
    // The project's cover was `replaced`, then changed to `cover`.
    await getDb().project.update({
      where: { id: project.id },
      data: { coverImage: uploadedCover(replaced) },
    });
    await getDb().project.update({ where: { id: project.id }, data: { coverImage: uploadedCover(cover) } });
    const deleted = await seedProject(getDb(), workspaceId);
    await getDb().project.update({
      where: { id: deleted.id },
      data: { coverImage: uploadedCover(ofDeletedProject) },
    });
    await getDb().project.delete({ where: { id: deleted.id } });
    // Enough orphans to take two batches of the walk.
    const many = await Promise.all(Array.from({ length: 230 }, () => storedFile(OLD)));

    expect(await enqueueJob(purgeOrphanedUploadsJob, {})).toEqual(expect.any(String));
    await waitFor(async () => (await getDb().file.count({ where: { workspaceId } })) === 2);

    for (const key of [replaced, ofDeletedProject, neverUsed, ...many]) {
      expect(await hasRow(key)).toBe(false);
      expect(await onDisk(key)).toBe(false);
    }
    for (const key of [cover, fresh]) {
      expect(await hasRow(key)).toBe(true);
      expect(await onDisk(key)).toBe(true);
    }
  });
});

// File management (issue 35 budgets), on the production server:
//  - upload and download throughput on localhost ≥ 50 % of the same bytes sent by a plain Node HTTP
//    server to disk (the floor a curl upload to a bare server reaches) and of a `cp` on the same disk,
//    both measured in the same run (a 512 MB file; the upload is tus: one creation, one PATCH, and the
//    finish that hashes the file and moves it into the storage);
//  - the server's RSS while a 2 GB upload streams stays within +100 MB of what it was before;
//  - a folder of 10,000 files lists its first page at ≥ ½ of the floor's rate (GET /users/{id}),
//    turn about (load.ts `alternate`).
// Run: npm run bench:files (builds when needed). BENCH_FILES_DIR: where the bytes go (default .data/bench-files).
import { spawnSync } from "node:child_process";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { alternate, BENCH_DATABASE_URL, registerOwner, report } from "./load";
import { BASE, BENCH_AUTH_SECRET, startBenchServer, stopBenchServer } from "./server";

const MB = 1024 * 1024;
const THROUGHPUT_BYTES = 512 * MB;
const BIG_BYTES = 2 * 1024 * MB;
const FOLDER_FILES = 10_000;
const RSS_BUDGET_MB = 100;

const dir = path.resolve(process.env.BENCH_FILES_DIR ?? ".data/bench-files");
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

/** A file of `size` bytes of a pattern, written in 8 MB blocks. */
function makeFile(file: string, size: number): void {
  const block = Buffer.alloc(8 * MB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 31 + 7) % 251;
  const fd = openSync(file, "w");
  for (let written = 0; written < size; written += block.length)
    writeSync(fd, block, 0, Math.min(block.length, size - written));
  closeSync(fd);
}

/** Sends a stream as one request; resolves with the answer's status, headers and body. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Readable | null,
): Promise<{ status: number; headers: IncomingMessage["headers"]; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** The floor of an upload: a bare Node HTTP server writing the body to disk. */
async function floorUpload(file: string, size: number): Promise<number> {
  const target = path.join(dir, "floor-upload.bin");
  const server = createServer((req, res) => {
    void pipeline(req, createWriteStream(target)).then(() => res.end("ok"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const started = performance.now();
  await send(
    `http://127.0.0.1:${port}/`,
    "PUT",
    { "content-length": String(size) },
    createReadStream(file, { highWaterMark: MB }),
  );
  const ms = performance.now() - started;
  server.close();
  rmSync(target, { force: true });
  return rate(size, ms);
}

/** The floor of a download: a bare Node HTTP server streaming the file, written to disk. */
async function floorDownload(file: string, size: number): Promise<number> {
  const target = path.join(dir, "floor-download.bin");
  const server = createServer((_req, res) => {
    res.setHeader("content-length", String(size));
    void pipeline(createReadStream(file, { highWaterMark: 256 * 1024 }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const started = performance.now();
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  await pipeline(
    Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream),
    createWriteStream(target),
  );
  const ms = performance.now() - started;
  server.close();
  rmSync(target, { force: true });
  return rate(size, ms);
}

function cpRate(file: string, size: number): number {
  const target = path.join(dir, "cp.bin");
  const started = performance.now();
  spawnSync("cp", [file, target]);
  spawnSync("sync");
  const ms = performance.now() - started;
  rmSync(target, { force: true });
  return rate(size, ms);
}

/** A tus upload of `file` (creation, then one PATCH): its item id and MB/s. */
async function tusUpload(moduleId: string, authorization: string, file: string, size: number, name: string) {
  const started = performance.now();
  const created = await send(
    `${BASE}/api/v1/file-management/${moduleId}/uploads`,
    "POST",
    {
      authorization,
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      "upload-metadata": `name ${Buffer.from(name).toString("base64")}`,
    },
    null,
  );
  if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${created.text}`);
  const location = String(created.headers.location);
  const patched = await send(
    `${BASE}${location}`,
    "PATCH",
    {
      authorization,
      "tus-resumable": "1.0.0",
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
      "content-length": String(size),
    },
    createReadStream(file, { highWaterMark: MB }),
  );
  if (patched.status !== 204) throw new Error(`PATCH answered ${patched.status}: ${patched.text}`);
  return { itemId: String(patched.headers["upload-item-id"]), mbps: rate(size, performance.now() - started) };
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  await buildIfNeeded();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.FILES_DIR = path.join(dir, "store");
  process.env.FILES_QUOTA_MB = "20480";
  process.env.FILES_UPLOAD_MAX_MB = "4096";
  const server = await startBenchServer();
  try {
    const owner = await registerOwner(BASE, {
      email: "bench-files@example.com",
      password: "Secret#123",
      name: "Fia Files",
    });
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
    const db = getDb();
    const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Files" });
    await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const drive = await seedProjectModule(db, project.id, { tag: "FileManagement", name: "Bench files" });
    const headers = { authorization: owner.authorization };

    // Throughput: the same 512 MB through each path, floors first and again after (the disk's cache warms).
    const source = path.join(dir, "source.bin");
    makeFile(source, THROUGHPUT_BYTES);
    const floors = {
      cp: cpRate(source, THROUGHPUT_BYTES),
      upload: await floorUpload(source, THROUGHPUT_BYTES),
    };
    const uploaded = await tusUpload(
      drive.id,
      owner.authorization,
      source,
      THROUGHPUT_BYTES,
      "throughput.bin",
    );
    floors.cp = Math.max(floors.cp, cpRate(source, THROUGHPUT_BYTES));
    floors.upload = Math.max(floors.upload, await floorUpload(source, THROUGHPUT_BYTES));
    const downloadFloor = await floorDownload(source, THROUGHPUT_BYTES);
    const target = path.join(dir, "download.bin");
    const started = performance.now();
    const answer = await fetch(
      `${BASE}/api/v1/file-management/${drive.id}/items/${uploaded.itemId}/content?download=1`,
      { headers },
    );
    if (!answer.ok || !answer.body) throw new Error(`download answered ${answer.status}`);
    await pipeline(
      Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream),
      createWriteStream(target),
    );
    const downloaded = rate(THROUGHPUT_BYTES, performance.now() - started);
    if (statSync(target).size !== THROUGHPUT_BYTES) throw new Error("the download is short");
    rmSync(target, { force: true });
    const upFloor = Math.min(floors.cp, floors.upload);
    const downFloor = Math.min(floors.cp, downloadFloor);
    console.log(`cp of 512 MB on the same disk               ${floors.cp.toFixed(0).padStart(6)} MB/s`);
    console.log(`floor upload (bare HTTP server → disk)      ${floors.upload.toFixed(0).padStart(6)} MB/s`);
    console.log(`floor download (bare HTTP server → disk)    ${downloadFloor.toFixed(0).padStart(6)} MB/s`);
    console.log(
      `tus upload, 512 MB (hash and move included) ${uploaded.mbps.toFixed(0).padStart(6)} MB/s = ${((uploaded.mbps / upFloor) * 100).toFixed(0)} % of the lower floor (budget ≥ 50 %: ${verdict(uploaded.mbps >= upFloor / 2)})`,
    );
    console.log(
      `download, 512 MB                            ${downloaded.toFixed(0).padStart(6)} MB/s = ${((downloaded / downFloor) * 100).toFixed(0)} % of the lower floor (budget ≥ 50 %: ${verdict(downloaded >= downFloor / 2)})`,
    );
    rmSync(source, { force: true });

    // RSS while 2 GB stream in.
    const big = path.join(dir, "big.bin");
    makeFile(big, BIG_BYTES);
    const pid = server.pid!;
    const before = await rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 100);
    const bigUpload = await tusUpload(drive.id, owner.authorization, big, BIG_BYTES, "big.bin");
    clearInterval(sampler);
    rmSync(big, { force: true });
    console.log(
      `2 GB upload at ${bigUpload.mbps.toFixed(0)} MB/s: server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB; budget +${RSS_BUDGET_MB} MB: ${verdict(peak - before <= RSS_BUDGET_MB)})`,
    );

    // A folder of 10,000 files, its first page beside the floor.
    const folder = await fetch(`${BASE}/api/v1/file-management/${drive.id}/folders`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ parentId: null, name: "Ten thousand" }),
    }).then((res) => res.json() as Promise<{ id: string }>);
    await db.$executeRaw`
      INSERT INTO "DriveItem" ("id", "workspaceId", "moduleId", "projectModuleId", "parentId", "path", "kind", "name", "size", "contentType", "createdById", "updatedById")
      SELECT 'ff' || lpad(to_hex(n), 22, '0'), ${workspace.id}, ${drive.id}, ${drive.id}, ${folder.id}, ${`${folder.id}/`}, 'file',
             'file ' || lpad(n::text, 5, '0') || '.txt', n, 'text/plain', ${owner.userId}, ${owner.userId}
        FROM generate_series(1, ${FOLDER_FILES}) n`;
    await db.$executeRaw`ANALYZE "DriveItem"`;
    const [floorList, list] = await alternate(
      { url: `${BASE}/api/v1/users/${owner.userId}`, headers, connections: 10 },
      {
        url: `${BASE}/api/v1/file-management/${drive.id}/items?folderId=${folder.id}`,
        headers,
        connections: 10,
      },
    );
    report("floor GET /users/{id}", floorList);
    report("first page of a 10,000-file folder", list);
    const ratio = list.requests.average / floorList.requests.average;
    console.log(`listing / floor: ${(ratio * 100).toFixed(0)} % (budget ≥ 50 %: ${verdict(ratio >= 0.5)})`);
  } finally {
    await disconnectDb();
    await stopBenchServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

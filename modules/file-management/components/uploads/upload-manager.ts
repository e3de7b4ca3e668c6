"use client";

import * as tus from "tus-js-client";
import { clientId } from "@/lib/client/api";

// The page's uploads: a queue of files sent by tus (resumable: a dropped connection retries from
// the offset the server has, a paused upload goes on where it stopped, and after a reload the same
// file picked again into the same folder resumes, its upload URL kept in localStorage by its
// fingerprint). At most PARALLEL run at once; progress is told to the view at most every 100 ms.

export type UploadStatus = "queued" | "uploading" | "paused" | "done" | "error" | "canceled";

export interface UploadEntry {
  key: string;
  name: string;
  /** Where it goes, as the person sees it ("Photos/2026"), for the panel; "" for the folder shown. */
  folderPath: string;
  size: number;
  sent: number;
  status: UploadStatus;
  /** The server's message (a full quota, a file too large) or a network failure. */
  error: string | null;
  /** The new item once done. */
  itemId: string | null;
}

export interface UploadRequest {
  file: File;
  parentId: string | null;
  folderPath: string;
  onConflict: "keep-both" | "version";
}

/** Uploads running at once. */
export const PARALLEL = 3;
/** Bytes per PATCH: a proxy with a body limit in front still passes them; a retry resends at most this. */
export const CHUNK_BYTES = 64 * 1024 * 1024;
const NOTIFY_MS = 100;

interface Job {
  entry: UploadEntry;
  request: UploadRequest;
  upload: tus.Upload | null;
}

/** The message of a failed tus request: the API's JSON `message`, else a generic one. */
function messageOf(error: Error | tus.DetailedError, fallback: string): string {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { message?: unknown };
      if (typeof body.message === "string") return body.message;
      if (Array.isArray(body.message) && typeof body.message[0] === "string") return body.message[0];
    } catch {
      // not the API's JSON: the fallback
    }
  }
  return fallback;
}

/** Retry what may pass later (the network, a lock, the server busy), not what the server refused. */
function shouldRetry(error: tus.DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
}

export class UploadManager {
  private jobs: Job[] = [];
  private listeners = new Set<() => void>();
  private snapshot: UploadEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sequence = 0;
  private doneTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly endpoint: string,
    private readonly moduleId: string,
    private readonly texts: { failed: string },
    private readonly onDone: () => void,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  entries = () => this.snapshot;

  private publish(now = false) {
    const flush = () => {
      this.timer = null;
      this.snapshot = this.jobs.map((job) => ({ ...job.entry }));
      for (const listener of this.listeners) listener();
    };
    if (now) {
      if (this.timer) clearTimeout(this.timer);
      flush();
    } else this.timer ??= setTimeout(flush, NOTIFY_MS);
  }

  /** Queues files; a file refused before sending (too large) is shown with its message. */
  add(requests: UploadRequest[], refuse: (file: File) => string | null) {
    for (const request of requests) {
      const refused = refuse(request.file);
      this.jobs.push({
        request,
        upload: null,
        entry: {
          key: `u${++this.sequence}`,
          name: request.file.name,
          folderPath: request.folderPath,
          size: request.file.size,
          sent: 0,
          status: refused ? "error" : "queued",
          error: refused,
          itemId: null,
        },
      });
    }
    this.pump();
    this.publish(true);
  }

  private running() {
    return this.jobs.filter((job) => job.entry.status === "uploading").length;
  }

  private pump() {
    for (const job of this.jobs) {
      if (this.running() >= PARALLEL) break;
      if (job.entry.status === "queued") void this.start(job);
    }
  }

  private async start(job: Job) {
    job.entry.status = "uploading";
    job.entry.error = null;
    const { file, parentId, onConflict } = job.request;
    if (!job.upload) {
      job.upload = new tus.Upload(file, {
        endpoint: this.endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1_000, 3_000, 5_000, 10_000, 20_000],
        metadata: { name: file.name, parentId: parentId ?? "", onConflict },
        headers: { "X-Client-Id": clientId() },
        // The same file into the same folder of the same module resumes; elsewhere it is a new upload.
        fingerprint: async () =>
          ["drive", this.moduleId, parentId ?? "root", file.name, file.size, file.lastModified].join(":"),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onShouldRetry: (error) => shouldRetry(error),
        onProgress: (sent) => {
          job.entry.sent = sent;
          this.publish();
        },
        onSuccess: ({ lastResponse }) => {
          job.entry.status = "done";
          job.entry.sent = job.entry.size;
          job.entry.itemId = lastResponse.getHeader("Upload-Item-Id") ?? null;
          // A burst of small files read the lists once.
          if (this.doneTimer) clearTimeout(this.doneTimer);
          this.doneTimer = setTimeout(() => this.onDone(), 300);
          this.pump();
          this.publish(true);
        },
        onError: (error) => {
          job.entry.status = "error";
          job.entry.error = messageOf(error, this.texts.failed);
          this.pump();
          this.publish(true);
        },
      });
      const previous = await job.upload.findPreviousUploads().catch(() => []);
      if (previous[0]) job.upload.resumeFromPreviousUpload(previous[0]);
    }
    job.upload.start();
    this.publish(true);
  }

  private find(key: string) {
    return this.jobs.find((job) => job.entry.key === key);
  }

  pause(key: string) {
    const job = this.find(key);
    if (!job || (job.entry.status !== "uploading" && job.entry.status !== "queued")) return;
    job.entry.status = "paused";
    void job.upload?.abort();
    this.pump();
    this.publish(true);
  }

  resume(key: string) {
    const job = this.find(key);
    if (!job || (job.entry.status !== "paused" && job.entry.status !== "error")) return;
    job.entry.status = "queued";
    job.entry.error = null;
    this.pump();
    this.publish(true);
  }

  cancel(key: string) {
    const job = this.find(key);
    if (!job || job.entry.status === "done") return;
    job.entry.status = "canceled";
    // Terminated on the server (its bytes and its room in the quota freed) once it has an address.
    void job.upload?.abort(job.upload.url !== null).catch(() => undefined);
    this.pump();
    this.publish(true);
  }

  pauseAll() {
    for (const job of this.jobs) this.pause(job.entry.key);
  }

  resumeAll() {
    for (const job of this.jobs) if (job.entry.status === "paused") this.resume(job.entry.key);
  }

  /** Forgets the uploads that ended (done, canceled, failed). */
  clearFinished() {
    this.jobs = this.jobs.filter((job) => ["queued", "uploading", "paused"].includes(job.entry.status));
    this.publish(true);
  }

  /** Stops everything (the page goes away): uploads stay resumable from where they were. */
  dispose() {
    for (const job of this.jobs) if (job.entry.status === "uploading") void job.upload?.abort();
    if (this.timer) clearTimeout(this.timer);
    if (this.doneTimer) clearTimeout(this.doneTimer);
    this.listeners.clear();
  }
}

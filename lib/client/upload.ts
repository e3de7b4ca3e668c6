"use client";

import { ApiError, hrefOf } from "@/lib/client/api";
import type { uploadFile as uploadEndpoint } from "@/lib/contracts/files";
import { hardNavigate } from "@/lib/client/navigation";
import type { UploadedFile } from "@/lib/files/types";

export type { UploadedFile };

interface UploadOptions {
  /** The upload route: the workspace's (lib/contracts/files.ts) unless given (a module's own, e.g. the content hub's). */
  url?: string;
  /** Called with 0..100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The file itself as the body (its type as the content type) rather than a multipart form. */
  raw?: boolean;
  /** POST unless given (a profile picture replaces: PUT). */
  method?: "POST" | "PUT";
}

/**
 * Sends one file as multipart field `file` (or, `raw`, as the body itself). XMLHttpRequest rather than fetch: fetch has no upload
 * progress events. Errors are `ApiError`s with the server's (translated) messages, as `api()` gives.
 */
export function uploadFile<T = UploadedFile>(
  file: File,
  {
    url = hrefOf<typeof uploadEndpoint>("POST /api/v1/files/upload", {}),
    onProgress,
    signal,
    raw = false,
    method = "POST",
  }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      if (request.status === 401) hardNavigate("/logout");
      const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
      const messages = Array.isArray(message) ? message.map(String) : [String(message ?? request.statusText)];
      reject(new ApiError(request.status, messages));
    };
    request.onerror = () => reject(new TypeError("Network error"));
    request.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    if (raw) {
      request.setRequestHeader("content-type", file.type || "application/octet-stream");
      request.send(file);
      return;
    }
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

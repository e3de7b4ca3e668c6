import "server-only";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";

/**
 * The storage behind the files failed (S3 down, disk full): a 502 with a generic text. The cause is
 * logged here, without credentials; the caller only learns that storage is unavailable.
 */
export class FileStorageError extends AppError {
  constructor(operation: string, detail: string) {
    super("bad_gateway", "errors.fileStorageUnavailable");
    this.name = "FileStorageError";
    logger.error(`[files] storage ${operation} failed: ${detail}`);
  }
}

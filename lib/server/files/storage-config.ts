import "server-only";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const configSchema = z.object({
  FILES_DIR: z.string().trim().min(1).default(".data/files"),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_BUCKET: optional,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type StorageConfig = { kind: "local"; dir: string } | ({ kind: "s3" } & S3Config);

/**
 * The file storage settings from environment variables: S3-compatible when S3_BUCKET and
 * S3_ENDPOINT are set, local disk under FILES_DIR otherwise.
 */
export function storageConfig(source: Record<string, unknown>): StorageConfig {
  const env = configSchema.parse(source);
  if (env.S3_BUCKET && env.S3_ENDPOINT) {
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET and S3_ENDPOINT",
      );
    }
    return {
      kind: "s3",
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { kind: "local", dir: env.FILES_DIR };
}

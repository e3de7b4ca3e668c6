import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** A unique index refused the write, from a model call (P2002) or raw SQL (P2010 with 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  return (
    error.code === "P2010" &&
    /23505|unique constraint/i.test(`${error.message} ${JSON.stringify(error.meta)}`)
  );
}

export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/** A foreign key refused the write (its referenced row is gone), from a model call or raw SQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2003") return true;
  return (
    error.code === "P2010" && /23503|foreign key/i.test(`${error.message} ${JSON.stringify(error.meta)}`)
  );
}

/** A CHECK constraint refused the write (raw SQL answers P2010 with PostgreSQL's 23514). */
export function isCheckViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return (
    error.code === "P2010" && /23514|check constraint/i.test(`${error.message} ${JSON.stringify(error.meta)}`)
  );
}

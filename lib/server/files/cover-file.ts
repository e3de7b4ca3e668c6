import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/server/errors";

/**
 * Makes the uploaded file of a project's cover (`files/<key>`) that project's: it must be an image
 * the caller uploaded that nothing uses yet (POST /files/upload), or already this project's cover.
 * Another workspace's key, another's upload, another project's cover, a content hub or form upload
 * or an unknown key reads as an invalid cover (400), so a cover can never publish a file to those
 * who see the project that they could not read before. Run in the project's update transaction.
 */
export async function claimCoverFile(
  tx: Prisma.TransactionClient,
  caller: { workspaceId: string; userId: string },
  projectId: string,
  coverImage: string,
): Promise<void> {
  const key = coverImage.slice("files/".length);
  const claimed = await tx.file.updateMany({
    where: {
      key,
      workspaceId: caller.workspaceId,
      OR: [
        { ownerKind: "upload", uploadedById: caller.userId },
        { ownerKind: "project_cover", ownerId: projectId },
      ],
    },
    data: { ownerKind: "project_cover", ownerId: projectId },
  });
  if (claimed.count === 0) throw badRequest("validation.coverImageInvalid");
}

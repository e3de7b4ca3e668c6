// The path of one workspace export (GET /api/v1/exports/{exportId}/download).
import * as z from "@/lib/zod";
import { idSchema } from "./common";

export const exportParamsSchema = z.object({ exportId: idSchema });

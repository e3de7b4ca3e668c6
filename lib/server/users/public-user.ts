import "server-only";
import type { PublicUser } from "@/lib/users/types";

export function toPublicUser(user: {
  id: string;
  email: string;
  name: string;
  image: string | null;
  createdAt: Date;
}): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    createdAt: user.createdAt.toISOString(),
  };
}

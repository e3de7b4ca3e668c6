/** The user as the API shows it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  createdAt: string;
}

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

import type { UserRow } from "@/lib/db/queries/users";

export type PublicUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: "user" | "admin";
};

export const avatarUrl = (imageId: string) => `/api/avatars/${imageId}`;

/** The user as every API answer shows it (the spec's User plus the server-side role). */
export function publicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.avatarImageId ? avatarUrl(u.avatarImageId) : null,
    role: u.role,
  };
}

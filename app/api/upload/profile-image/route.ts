import { route } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";
import { AVATAR_MAX_BYTES, readMultipart, toAvatarWebp } from "@/lib/auth/avatar-image";
import { avatarUrl } from "@/lib/auth/public-user";
import { deleteOtherAvatars, insertAvatar } from "@/lib/db/queries/avatars";
import { setUserAvatar } from "@/lib/db/queries/users";

// Multipart overhead (boundaries, headers) on top of the 5 MB picture.
const BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

// The signed-in user's profile picture (field profileImage); answers its stable URL.
export const POST = route(
  { auth: "user", maxBodyBytes: BODY_LIMIT, rateLimit: ({ caller }) => [{ key: `avatar:${caller.user!.id}`, limit: 20, windowSeconds: 3600 }] },
  async ({ req, caller }) => {
    const form = await readMultipart(req, BODY_LIMIT);
    const file = form.get("profileImage");
    if (!file || typeof file === "string") throw new ApiError("validation_failed", "profileImage: choose a picture to upload", { fields: { profileImage: ["Required"] } });
    if (file.size > AVATAR_MAX_BYTES) throw new ApiError("payload_too_large", "The image is larger than 5 MB.");
    const image = await toAvatarWebp(Buffer.from(await file.arrayBuffer()));
    const userId = caller.user!.id;
    const { id } = await insertAvatar({ userId, ...image });
    await setUserAvatar({ id: userId, avatarImageId: id });
    await deleteOtherAvatars({ userId, keepId: id });
    return { success: true, imageUrl: avatarUrl(id) };
  },
);

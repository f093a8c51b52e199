import { z } from "zod";
import { route } from "@/lib/http/route";
import { findAvatar } from "@/lib/db/queries/avatars";
import { notFound } from "@/lib/http/errors";

const imageId = z.uuid();

// A profile picture. Each upload gets a new id, so the bytes behind a URL never change.
export const GET = route({}, async ({ params }) => {
  if (!imageId.safeParse(params.id).success) throw notFound("Image not found");
  const img = await findAvatar({ id: params.id! });
  if (!img) throw notFound("Image not found");
  return new Response(new Uint8Array(img.bytes), {
    headers: { "content-type": img.contentType, "cache-control": "public, max-age=31536000, immutable", "content-length": String(img.bytes.byteLength) },
  });
});

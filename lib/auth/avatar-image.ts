import sharp from "sharp";
import { checkDeclaredLength, readBodyBytes } from "@/lib/http/read-body";
import { ApiError } from "@/lib/http/errors";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/**
 * Judges the upload by its content, never its declared type, and re-encodes it to a small
 * square WebP. sharp writes no metadata (EXIF, GPS) unless asked, so none survives.
 */
export async function toAvatarWebp(input: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (input.byteLength > AVATAR_MAX_BYTES) throw new ApiError("payload_too_large", "The image is larger than 5 MB.");
  const notImage = () => new ApiError("unsupported_media_type", "That file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF picture.");
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) throw notImage();
  } catch {
    throw notImage();
  }
  if (!format || !FORMATS.has(format)) throw notImage();
  try {
    const bytes = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate() // honour the camera's orientation before the tag is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, width: AVATAR_SIZE, height: AVATAR_SIZE };
  } catch {
    throw notImage();
  }
}

/** Reads a multipart body with a byte cap (a declared or streamed overflow is a 413). */
export async function readMultipart(req: Request, limit: number): Promise<FormData> {
  const tooLarge = () => new ApiError("payload_too_large", "The image is larger than 5 MB.");
  checkDeclaredLength(req, limit, tooLarge);
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError("unsupported_media_type", "Send the picture as multipart/form-data in the field profileImage.");
  }
  const body = await readBodyBytes(req, limit, tooLarge);
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload could not be read. Please try again.");
  }
}

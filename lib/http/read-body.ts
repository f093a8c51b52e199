import { ApiError } from "./errors";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A declared Content-Length over the limit is refused before anything is read. */
export function checkDeclaredLength(req: Request, limit: number, tooBig: () => ApiError = () => tooLarge(limit)): void {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooBig();
}

/** Reads at most `limit` bytes; a larger body is a 413 however it is sent (length or chunked). */
export async function readBodyBytes(req: Request, limit: number, tooBig: () => ApiError = () => tooLarge(limit)): Promise<Buffer<ArrayBuffer>> {
  checkDeclaredLength(req, limit, tooBig);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBodyText(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  return (await readBodyBytes(req, limit)).toString("utf8");
}

export async function readJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError("payload_too_large", `The request body is larger than ${Math.round(limit / 1024)} KB.`);
}

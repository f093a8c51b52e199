// Ad visitors asking about cameras or drones go straight to the instant chat on /utm, which has
// topic titles for both; everyone else gets campaign access and the full app. Pure, so the
// landing page (client) and tests share it. Matching is on lower-cased text.
export const CAMERA_DRONE_PHRASES = [
  "drone",
  "camera",
  "vlog",
  "mirrorless",
  "dslr",
  "gopro",
  "action cam",
  "dji",
  "fpv",
  "gimbal",
  "camcorder",
  "lens for",
  "photography gear",
] as const;

export function isCameraDroneQuestion(q: string | null | undefined): boolean {
  const text = (q ?? "").toLowerCase();
  if (!text.trim()) return false;
  return CAMERA_DRONE_PHRASES.some((p) => text.includes(p));
}

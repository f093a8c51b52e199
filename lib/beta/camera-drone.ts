// Ad visitors asking about cameras or drones go straight to the instant chat on /utm, which has
// topic titles for both; everyone else gets campaign access and the full app. Pure, so the
// landing page (client) and tests share it. Matching is on lower-cased text.
// The spec names "camera-drone phrases or the word 'drone'": aerial camera gear, not every camera
// (a plain "best camera" question gets the full app, as the campaign issue's own test expects).
export const CAMERA_DRONE_PHRASES = [
  "drone",
  "camera drone",
  "drone camera",
  "drone with camera",
  "drone with a camera",
  "aerial camera",
  "aerial photo",
  "aerial video",
  "quadcopter",
  "fpv",
  "dji mini",
  "dji mavic",
  "dji air",
  "dji avata",
] as const;

export function isCameraDroneQuestion(q: string | null | undefined): boolean {
  const text = (q ?? "").toLowerCase();
  if (!text.trim()) return false;
  return CAMERA_DRONE_PHRASES.some((p) => text.includes(p));
}

// Builds the PWA and browser icons in public/icons/ (and public/favicon.ico) from the mark's one
// drawing, public/icons/icon.svg (which the logo component shows as an image), so the mark is drawn
// in one place. Edit that file, then run: npx tsx scripts/build-icons.ts (commit the output).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(process.cwd(), "public", "icons");
const BRAND = "#4f46e5";

/** The mark, a 32×32 drawing. */
function logoSvg(): string {
  return fs.readFileSync(path.join(out, "icon.svg"), "utf8");
}

/**
 * An icon of `size` px: the mark scaled to `scale` of the canvas, on a full-bleed brand square when
 * `bleed` (maskable and Apple icons are cropped by the OS, so they need no transparent corners).
 */
function iconSvg(size: number, { scale = 1, bleed = false } = {}): string {
  const inner = logoSvg().replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  const glyph = size * scale;
  const offset = (size - glyph) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    bleed ? `<rect width="${size}" height="${size}" fill="${BRAND}"/>` : "",
    `<svg x="${offset}" y="${offset}" width="${glyph}" height="${glyph}" viewBox="0 0 32 32">${inner}</svg>`,
    "</svg>",
  ].join("");
}

async function png(svg: string, file: string): Promise<Buffer> {
  const buf = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  if (file) fs.writeFileSync(path.join(out, file), buf);
  return buf;
}

/** A .ico holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  await png(iconSvg(192), "icon-192.png");
  await png(iconSvg(512), "icon-512.png");
  // Maskable: the OS may crop to a circle of 80% diameter; the spark (the farthest point) stays inside it at 0.8.
  await png(iconSvg(192, { scale: 0.8, bleed: true }), "maskable-192.png");
  await png(iconSvg(512, { scale: 0.8, bleed: true }), "maskable-512.png");
  await png(iconSvg(180, { scale: 0.9, bleed: true }), "apple-touch-icon.png");
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(iconSvg(size), "") })));
  fs.writeFileSync(path.join(process.cwd(), "public", "favicon.ico"), ico(small));
  await png(iconSvg(32), "favicon-32.png");
  console.log(`icons written to ${path.relative(process.cwd(), out)}/ and public/favicon.ico`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

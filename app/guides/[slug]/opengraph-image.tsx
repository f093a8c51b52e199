import { ImageResponse } from "next/og";
import { GUIDES, guideBySlug } from "@/lib/guides";
import { site } from "@/lib/config/site";

// One social image per guide, drawn at build time. No emoji: they would be fetched from a CDN.
export const alt = "Helpful Hand buying guide";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return GUIDES.map((g) => ({ slug: g.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const guide = guideBySlug((await params).slug);
  const title = guide?.title ?? "Buying guide";
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #4338ca 0%, #312e81 100%)", color: "white" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 64, height: 64, borderRadius: 18, background: "#4f46e5", border: "3px solid white", display: "flex", alignItems: "center", justifyContent: "center" }}>
            <div style={{ width: 20, height: 20, borderRadius: 10, background: "#fbbf24" }} />
          </div>
          <div style={{ fontSize: 34, fontWeight: 700 }}>{site.name}</div>
          <div style={{ fontSize: 26, color: "#c7d2fe" }}>{site.tagline}</div>
        </div>
        <div style={{ display: "flex", fontSize: 62, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#e0e7ff" }}>Buying guide · Compare options · Ask the AI thinking partner</div>
      </div>
    ),
    size,
  );
}

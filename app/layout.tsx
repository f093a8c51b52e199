import type { Metadata, Viewport } from "next";
import { fullTitle, publicSiteConfig, site } from "@/lib/config/site";
import { SiteProvider } from "@/components/site-context";
import { Toaster } from "@/components/ui/toast";
import { InstallPrompt } from "@/components/pwa/install-prompt";
import { ServiceWorkerRegister } from "@/components/pwa/sw-register";
import { DeferredStartup } from "@/components/pwa/deferred-startup";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: fullTitle, template: `%s | ${fullTitle}` },
  description: `${site.name} is your AI thinking partner: research purchases and think through life and health decisions with answers framed by biblical wisdom.`,
  applicationName: site.name,
  appleWebApp: { capable: true, title: site.name, statusBarStyle: "default" },
  icons: { icon: "/icons/icon-192.png", apple: "/icons/apple-touch-icon.png" },
};

export const viewport: Viewport = {
  themeColor: "#4f46e5",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // System fonts: no web font to wait for, so the largest text paints with the first paint (issue 14 item 8).
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <SiteProvider value={publicSiteConfig()}>
          {children}
          <Toaster />
          <InstallPrompt />
          <ServiceWorkerRegister />
          <DeferredStartup />
        </SiteProvider>
      </body>
    </html>
  );
}

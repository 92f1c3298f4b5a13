import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { GeistSans } from "geist/font/sans";
import { GeistMono } from "geist/font/mono";
import { Providers } from "@/components/providers";
import { THEME_COLORS } from "@/lib/constants/pwa";
import { pwaCopy } from "@/lib/copy/pwa";
import "./globals.css";

export const metadata: Metadata = {
  title: "Duely — tasks that understand you",
  description: pwaCopy.description,
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: THEME_COLORS.dark },
  ],
};

/**
 * Reads the request's CSP nonce (set by proxy.ts), which also renders every page per request: a nonce
 * cannot be baked into a page built ahead of time.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets the theme class on <html> before hydration, hence suppressHydrationWarning.
    <html lang="en" suppressHydrationWarning className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers nonce={nonce}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

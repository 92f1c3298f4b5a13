import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import localFont from "next/font/local";
import { Providers } from "@/components/providers";
import { THEME_COLORS } from "@/lib/constants/pwa";
import { pwaCopy } from "@/lib/copy/pwa";
import "./globals.css";

/**
 * Geist (SIL OFL, app/fonts/Geist-OFL.txt), its variable weights cut down to the Latin characters (28 kB
 * instead of 70 kB: docs/performance.md#lighthouse); other characters come from the system font. Code and
 * keys use the system's monospace font (globals.css), so no second font loads with the page.
 */
const geistSans = localFont({
  src: "./fonts/Geist-Latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  // Never swapped in after the first paint: its fallback's metrics are Arial's, which Android and Linux do not
  // have, so a late swap re-wrapped the hero (a layout shift of 0.08 on a slow phone). A font that misses the
  // first paint is used from the next page load on (docs/performance.md, "Fifth round").
  display: "optional",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

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
    <html lang="en" suppressHydrationWarning className={geistSans.variable}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers nonce={nonce}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

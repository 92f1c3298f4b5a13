/**
 * `npm run icons`: draws the app's PNG icons (public/icons/, listed in lib/constants/pwa.ts and the web app
 * manifest) from app/icon.svg with resvg, a renderer that runs in Node (no ImageMagick needed). The "any"
 * icons are the SVG as drawn; the maskable one fills the whole square with the background (no rounded
 * corners: a launcher crops it to its own shape, keeping at least the middle 80 %, where the check mark
 * already lies). Run it after changing app/icon.svg and commit the PNGs.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { PWA_ICONS } from "../lib/constants/pwa";

const SOURCE = "app/icon.svg";
const ROUNDED_BACKGROUND = /(<rect\b[^>]*?)\s+rx="[^"]*"/;

function maskable(svg: string): string {
  if (!ROUNDED_BACKGROUND.test(svg)) throw new Error(`${SOURCE}: no rounded background <rect rx="…"> to square off for the maskable icon`);
  return svg.replace(ROUNDED_BACKGROUND, "$1");
}

const svg = readFileSync(SOURCE, "utf8");
for (const { src, size, purpose } of PWA_ICONS) {
  const drawn = new Resvg(purpose === "maskable" ? maskable(svg) : svg, { fitTo: { mode: "width", value: size } }).render();
  const out = join("public", src);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, drawn.asPng());
  console.log(`${out}: ${drawn.width}x${drawn.height}`);
}

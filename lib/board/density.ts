import { CARD_DENSITIES } from "@/lib/constants/board";
import type { CardDensity } from "./types";

/** A stored card density (the browser-written cookie), or null when it is none. */
export function parseCardDensity(value: string | null | undefined): CardDensity | null {
  return CARD_DENSITIES.find((density) => density === value) ?? null;
}

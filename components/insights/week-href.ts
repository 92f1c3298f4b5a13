/** The address of the insights page `weekOffset` weeks from the current one (the current week has no parameter). */
export function weekHref(weekOffset: number): string {
  return weekOffset === 0 ? "/insights" : `/insights?week=${weekOffset}`;
}

/**
 * The browser's Save-Data hint (`Save-Data: on`, data-saver modes on prepaid phones; issue 32): one
 * reading of the header for the page cache's key, the root loader and the picture route.
 */
export function asksToSaveData(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === "on";
}

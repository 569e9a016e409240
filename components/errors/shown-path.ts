/** The path as the address bar shows it (`/cs/triko-ž`), or as it came when it does not decode. */
export function shownPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

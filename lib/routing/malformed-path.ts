/** C0 control characters and DEL: no page path holds them, and the database refuses NUL outright. */
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Whether a request path cannot name any page: a `%` escape that is not valid UTF-8 (a lone `%`,
 * a cut sequence such as `%E0%A4%A`, an overlong form such as `%C0%AF`, an encoded lone surrogate
 * such as `%ED%A0%80`), or a control character once decoded (`%00`). Such a request is the
 * client's fault: it is answered 400 before it reaches a page or the shop API.
 */
export function isMalformedPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return controlCharacter.test(decoded);
}

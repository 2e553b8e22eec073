const climbs = (text: string) => text.split(/[/\\]/).some((part) => part === '.' || part === '..');

/**
 * `.` or `..`, however many times it was percent-encoded, slashes included (`%2e%2e%2f`): a segment
 * that would climb out of the path it is put in (`/api/pages/about/../../user/` is `/api/user/` to
 * every URL parser), at once or once a server down the line decodes it again.
 */
export function isDotSegment(segment: string): boolean {
  let text = segment;
  for (let round = 0; round < 8; round += 1) {
    if (climbs(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

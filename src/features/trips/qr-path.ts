/** Modules of light margin around the code: the quiet zone scanners need. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path on a square of `size` modules: each run of dark modules in a row is one
 * rectangle. Drawn on the device, so it shows offline; the encoder (uqr) is imported here, when a
 * code is drawn, so the server's render never loads it.
 */
export async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { encode } = await import('uqr');
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const path: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      path.push(`M${x} ${y}h${end - x + 1}v1H${x}z`);
      x = end;
    }
  });
  return { size, path: path.join('') };
}

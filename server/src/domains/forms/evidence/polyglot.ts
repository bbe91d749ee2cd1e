/**
 * A ZIP archive is read from its end: its end-of-central-directory record ("PK\x05\x06") sits in the last
 * 22 bytes plus a comment of at most 65,535. A file with that record there opens as an archive too.
 * Random media data holds these four bytes there about once in 65,000 files; such a file is refused.
 */
const EOCD = [0x50, 0x4b, 0x05, 0x06];
const EOCD_REACH = 22 + 0xffff;

export function endsLikeZip(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - EOCD_REACH);
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes[at] === EOCD[0] && bytes[at + 1] === EOCD[1] && bytes[at + 2] === EOCD[2] && bytes[at + 3] === EOCD[3]) {
      return true;
    }
  }
  return false;
}

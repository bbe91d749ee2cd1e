/**
 * Pictures staff attach (a press release's JPEG or PNG), judged by their structure and stored without
 * the metadata that can say where, when and on what they were made, the picture itself byte for byte:
 * a JPEG through the same checked cleaning as whistleblowing evidence, a PNG by `png.ts`.
 */
import { cleanJpeg } from '../../forms/evidence/index.js';
import { readJpeg } from '../../forms/evidence/jpeg.js';
import { cleanPng } from './png.js';

export type PictureType = 'image/jpeg' | 'image/png';

export type PictureResult =
  | {
      readonly ok: true;
      readonly mediaType: PictureType;
      readonly bytes: Uint8Array;
      readonly width: number;
      readonly height: number;
      /** What the cleaning took out (segment or chunk names, never their values). */
      readonly removed: readonly string[];
    }
  | { readonly ok: false; readonly reason: 'type' };

/** Which kind of picture the first bytes announce, if any (the checks below decide whether it is one). */
export function pictureMagic(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  return undefined;
}

/** Checks and cleans one picture whose first bytes announced `kind`. */
export async function readPicture(bytes: Uint8Array, kind: PictureType): Promise<PictureResult> {
  if (kind === 'image/png') {
    const png = cleanPng(bytes);
    return png ? { ok: true, mediaType: kind, ...png } : { ok: false, reason: 'type' };
  }
  const jpeg = await cleanJpeg(bytes);
  if (!jpeg.ok) return { ok: false, reason: 'type' };
  const layout = readJpeg(jpeg.evidence.bytes);
  if (!layout) return { ok: false, reason: 'type' };
  return {
    ok: true,
    mediaType: kind,
    bytes: jpeg.evidence.bytes,
    width: layout.width,
    height: layout.height,
    removed: jpeg.evidence.removed,
  };
}

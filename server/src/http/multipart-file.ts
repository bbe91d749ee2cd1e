import type { Readable } from 'node:stream';

/**
 * A multipart file part's bytes, held in memory, refused with `tooLarge()` the moment the parser passes
 * the route's file limit (the parser stops passing bytes on there and says so; the part may go on for
 * long), not at the body's end. The limit may have been met before this reader was attached (the part
 * arrived whole): the stream then ends truncated.
 */
export function readFilePart(file: Readable, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    file.once('limit', () => {
      file.removeAllListeners('data');
      file.resume();
      reject(tooLarge());
    });
    file.once('end', () => {
      if ((file as Readable & { truncated?: boolean }).truncated) reject(tooLarge());
      else resolve(Buffer.concat(chunks, size));
    });
    file.once('error', reject);
  });
}

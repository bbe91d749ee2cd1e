import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { createSlots, SPARE_ONE_CORE } from '../../../concurrency/slots.js';

/**
 * Phil Harvey's ExifTool, as vendored by the `exiftool-vendored.pl` package and run by the system perl.
 * One short-lived process per file, the file on stdin and the cleaned file on stdout: the evidence never
 * touches the disk in the clear (ExifTool's long-lived mode reads only named files), and nothing is left
 * behind when the server is killed mid-way.
 */
const EXIFTOOL: string = createRequire(import.meta.url)('exiftool-vendored.pl') as string;

/**
 * Everything ExifTool knows how to delete (EXIF incl. GPS, maker notes, serial numbers and owner; XMP;
 * IPTC/Photoshop; comments; JFIF and vendor APPn segments), then the ICC profile kept (colour) and the
 * orientation written back (how to show the picture upright: one of eight values, identifying nothing).
 * ExifTool keeps the Adobe APP14 segment on its own (it changes how colours decode).
 */
const JPEG_ARGS = ['-all=', '--ICC_Profile:all', '-tagsFromFile', '@', '-Orientation', '-o', '-', '-'];

const TIMEOUT_MS = 10_000;
/**
 * One ExifTool per core less one (at least one; each holds about 30 MB while it runs); further files
 * wait their turn, eight a slot at most (some seconds of work): past that an upload is refused with
 * 503 and Retry-After instead of queueing without bound. The core left over serves pages, so an
 * upload flood does not slow every visitor.
 */
const slots = createSlots(SPARE_ONE_CORE, { maxWaiting: 8 * SPARE_ONE_CORE, retryAfterSeconds: 5 });
/** ExifTool runs at a lower priority than the server: pages first, evidence cleaning when there is time. */
const NICENESS = 10;

/** ExifTool refused the file as not what it claims (its own "Error:" on a file it cannot write). */
export class ExifToolRefusal extends Error {}

/** The JPEG with its metadata removed by ExifTool; the compressed picture is copied, never re-encoded. */
export async function stripJpegMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  return slots.run(() => run(JPEG_ARGS, bytes));
}

function run(args: readonly string[], input: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // `-config ''` first: no user configuration file can change what is deleted.
    const child = spawn('perl', [EXIFTOOL, '-config', '', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, NICENESS);
      } catch {
        // Not permitted here (or already gone): it runs at the server's priority instead.
      }
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    // The cleaned file is never larger than the input plus a short orientation segment.
    const outLimit = input.length + 64 * 1024;
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > outLimit) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 4096) err += chunk.toString('latin1');
    });
    child.stdin.on('error', () => {
      // EPIPE when ExifTool stops reading early; its exit status tells what happened.
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`ExifTool could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && outBytes > 0 && outBytes <= outLimit) {
        resolve(new Uint8Array(Buffer.concat(out)));
      } else if (code === 1 && /^Error:/m.test(err)) {
        reject(new ExifToolRefusal(err.trim().slice(0, 200)));
      } else {
        reject(new Error(`ExifTool failed (${signal ?? `exit ${String(code)}`}): ${err.trim().slice(0, 200)}`));
      }
    });
    child.stdin.end(input);
  });
}

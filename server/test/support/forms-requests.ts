/**
 * What the forms' suites send: valid values of both forms, multipart bodies built byte by byte (so a
 * test controls the file's name, type and size exactly), and a reader of every table's rows.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db/database.js';

export const CAPTCHA = 'g-recaptcha-response';

export const VALID_CONTACT = {
  fullName: 'Siti Rahmawati',
  subject: 'Pertanyaan tentang AKSes',
  email: 'siti.rahmawati@example.co.id',
  phone: '0812 3456 7890',
  message: 'Saya ingin menanyakan cara mendaftar fasilitas AKSes untuk rekening efek saya.',
} as const;

export const VALID_REPORT = {
  reporterName: '',
  reporterEmail: '',
  reporterPhone: '',
  reportedName: 'Budi Santoso',
  reportedPosition: 'Kepala Bagian Pengadaan',
  violationType: 'bribery',
  location: 'Gedung Bursa Efek Indonesia, Jakarta',
  occurredOn: '2025-03-14',
  chronology: 'Pada rapat pengadaan bulan Maret, pemasok menyerahkan amplop berisi uang kepada yang dilaporkan.',
} as const;

export interface FilePart {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  /** The part's field name; `evidence` unless a test says otherwise. */
  readonly field?: string;
}

/** A multipart/form-data body: the fields in order, then the files. */
export function multipart(
  fields: Readonly<Record<string, string>>,
  files: readonly FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ksei-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'evidence'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) },
  };
}

/** The smallest JPEG a parser accepts as one: SOI, a comment, SOF0 of 1×1, SOS and EOI. */
export function tinyJpeg(comment = 'ksei test'): Buffer {
  const com = Buffer.from(comment, 'latin1');
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xfe, 0x00, com.length + 2]),
    com,
    Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A valid JPEG of exactly `size` bytes: {@link tinyJpeg}'s frame with comment segments (at most
 * 65,537 bytes each) filling the rest, so a size limit can be met to the byte.
 */
export function jpegOfSize(size: number): Buffer {
  const frame = tinyJpeg('');
  // The frame without its empty comment: SOI, then the rest after the 4-byte COM header.
  const soi = frame.subarray(0, 2);
  const rest = frame.subarray(6);
  let fill = size - soi.length - rest.length;
  const segments: Buffer[] = [];
  while (fill > 0) {
    // A segment is 4 header bytes and up to 65,533 of comment; never leave less than 4 for the next.
    let length = Math.min(fill, 65_537);
    if (fill - length > 0 && fill - length < 4) length -= 4;
    const segment = Buffer.alloc(length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    fill -= length;
  }
  return Buffer.concat([soi, ...segments, rest]);
}

/** Every row of every table of the public schema, as PostgreSQL prints it (bytea as `\x` hex). */
export async function everyRow(db: Queryable): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ row: string }>(`select t::text as row from "${table}" t`);
    dumps.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return dumps.join('\n');
}

/** How a text would show in a bytea column's printed form. */
export const asByteaHex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');

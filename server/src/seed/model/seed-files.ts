import type { FileLink } from '@ksei/shared/node';
import { minimalJpeg, minimalPdf } from './file-formats.js';

/** One file the seed generates; `path` is relative to `<DATA_DIR>/files` and to `/files/`. */
export interface SeedFile {
  readonly path: string;
  readonly kind: 'pdf' | 'jpeg';
  readonly title: string;
  readonly width: number | null;
  readonly height: number | null;
}

export function renderSeedFile(file: SeedFile): Buffer {
  return file.kind === 'pdf'
    ? minimalPdf([
        'PT Kustodian Sentral Efek Indonesia',
        file.title,
        'Sample document generated for the website rebuild.',
      ])
    : minimalJpeg(file.width ?? 320, file.height ?? 200, file.path.length + file.title.length);
}

/** Collects the files the seed refers to, so they can be written and recorded in one go. */
export class SeedFileSet {
  readonly files: SeedFile[] = [];

  pdf(path: string, title: string, name = path.split('/').pop() ?? path): FileLink {
    const file: SeedFile = { path, kind: 'pdf', title, width: null, height: null };
    this.files.push(file);
    return { name, url: `/files/${path}`, type: 'application/pdf', sizeBytes: renderSeedFile(file).length };
  }

  jpeg(path: string, title: string, width: number, height: number): FileLink & { width: number; height: number } {
    const file: SeedFile = { path, kind: 'jpeg', title, width, height };
    this.files.push(file);
    return {
      name: path.split('/').pop() ?? path,
      url: `/files/${path}`,
      type: 'image/jpeg',
      sizeBytes: renderSeedFile(file).length,
      width,
      height,
    };
  }
}

import type { FileLink } from '@ksei/shared/node';
import { renderSeedFile, type SeedFile } from '../../domains/downloads/index.js';

/** Collects the files the seed refers to, recorded in `seed_files` (served from there under `/files/`). */
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

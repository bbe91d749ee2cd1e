import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The environment of a real server start for the process tests: on a random port, the repository's
 * releases (read only), the embedded database in `dataDir`, warnings and errors only.
 */
export function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RELEASES_DIR: path.join(ROOT, 'releases'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
}

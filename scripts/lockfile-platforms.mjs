// @ts-check
/**
 * Keeps package-lock.json valid for `npm ci` on this workplace's registry. Native packages (@swc/core,
 * unrs-resolver) list one optional package per platform; the registry here serves only the Linux ones,
 * so `npm install` leaves the others out of the lock and `npm ci` then refuses the lock as out of sync.
 * This adds a stub entry (version, os, cpu, libc) for each missing one: npm skips them on this platform
 * exactly as it would skip the real ones. Run after `npm install` changes the lock: `npm run lock:platforms`.
 */
import fs from 'node:fs';
import path from 'node:path';

const file = path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];

/** `@swc/core-linux-arm-gnueabihf` → { os: linux, cpu: arm, libc: glibc }; null when unrecognised. */
function platformOf(/** @type {string} */ name) {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return null;
  const libcPart = parts.find((part) => part.startsWith('gnu') || part.startsWith('musl'));
  const libc = os === 'linux' && libcPart ? (libcPart.startsWith('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform stub entr${added === 1 ? 'y' : 'ies'} added`);

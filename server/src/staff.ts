import path from 'node:path';
import { runStaffCli, type PasswordInput } from './cli/staff.js';
import { exitWith, processOptions } from './cli/process-entry.js';

// dist/staff.js → server/ → repository root, as for the server itself.
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads one line at the terminal with echo off (raw mode): nothing typed is shown or kept in a history. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let typed = '';
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error): void => {
      stdin.removeListener('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('cancelled; nothing was changed'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

const input: PasswordInput = { isTTY: process.stdin.isTTY === true, readAll, askHidden };

exitWith(runStaffCli(process.argv.slice(2), { ...processOptions(SERVER_DIR), input }), 'Staff command failed');

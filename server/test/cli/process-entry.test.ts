import path from 'node:path';
import { exitWith, processOptions } from '../../src/cli/process-entry.js';

describe("a command's entry point", () => {
  const exitCode = process.exitCode;
  const initCwd = process.env['INIT_CWD'];
  afterEach(() => {
    process.exitCode = exitCode;
    if (initCwd === undefined) delete process.env['INIT_CWD'];
    else process.env['INIT_CWD'] = initCwd;
  });

  it('finds the repository and the migrations beside the built server, and the folder the operator typed in', () => {
    process.env['INIT_CWD'] = '/home/operator';
    const options = processOptions(path.join('/srv', 'ksei', 'server'));
    expect(options.repoRoot).toBe(path.join('/srv', 'ksei'));
    expect(options.migrationsDir).toBe(path.join('/srv', 'ksei', 'server', 'migrations'));
    expect(options.cwd).toBe('/home/operator');
    expect(options.env).toBe(process.env);
    delete process.env['INIT_CWD'];
    expect(processOptions('/srv/ksei/server').cwd).toBe(process.cwd());
  });

  it("exits with the command's code, and with 1 and the reason when it threw", async () => {
    exitWith(Promise.resolve(2), 'Import failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.exitCode).toBe(2);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    exitWith(Promise.reject(new Error('disk full')), 'Import failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(process.exitCode).toBe(1);
    expect(errors).toHaveBeenCalledWith('Import failed: disk full');
    errors.mockRestore();
  });
});

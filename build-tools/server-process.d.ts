import type { ChildProcess } from 'node:child_process';

export declare function runServer(env: NodeJS.ProcessEnv): ChildProcess;

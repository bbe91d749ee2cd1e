/** Types of gates.js: each gate returns a one-line problem, or `null` when it passes. */

export declare function shellDist(): string;

export declare function productionProblem(distDir: string): string | null;

export declare function satisfies(version: string, range: string): boolean | 'unsupported';

export declare function sharedProblem(distDir: string, shellDir: string): string | null;

export declare function sourceProblem(sectionDir: string): string | null;

/** Types of load.js: the load gate returns a one-line problem, or `null` when it passes. */

interface GatePage {
  id?: string;
  paths: { id: string };
  sampleParams?: Record<string, string>;
}

export declare function loadProblem(options: {
  remote: string;
  distDir: string;
  shellDir: string;
  pages: GatePage[];
  ownPages: GatePage[];
}): Promise<string | null>;

/** Types of routes.js: the route gate returns a one-line problem, or `null` when it passes. */

export declare function routesProblem(options: {
  remote: string;
  distDir: string;
  releasesDir: string;
  shellDir: string;
}): Promise<string | null>;

export declare function candidateManifest(options: {
  remote: string;
  distDir: string;
  releasesDir: string;
  shellDir: string;
}): Promise<{ pages: { id: string; paths: { id: string } }[]; ownPages: { id: string; paths: { id: string } }[] }>;

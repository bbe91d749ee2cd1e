/** Types of route-declaration.js. */
import type { WebpackPluginInstance } from 'webpack';

export declare const DECLARATION_FILE: string;

export declare function readRouteDeclaration(
  dir: string,
): Promise<{ owner: string; pages: unknown[]; links?: string[] }>;

export declare function routeDeclarationPlugin(dir: string): WebpackPluginInstance;

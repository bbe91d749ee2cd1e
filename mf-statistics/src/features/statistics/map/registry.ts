import { createElement, type ComponentType, type ReactNode } from 'react';
import type { DomesticMapProps } from './DomesticMap.js';

/**
 * The domestic map and its outlines are a chunk of their own, loaded by the map chart's loader (and,
 * for a first view of that page, before the page hydrates), so the other pages never carry them. Once
 * loaded, the page renders it synchronously, on the server and in the browser alike.
 */
let loaded: ComponentType<DomesticMapProps> | null = null;

export async function loadDomesticMap(): Promise<void> {
  if (loaded) return;
  const module = await import(/* webpackChunkName: "domestic-map" */ './DomesticMap.js');
  loaded = module.DomesticMap;
}

/** The map as an element, or null when its chunk has not been loaded (it always has, by the page's loader). */
export function renderDomesticMap(props: DomesticMapProps): ReactNode {
  return loaded ? createElement(loaded, props) : null;
}

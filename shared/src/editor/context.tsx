/** The type being edited, for every editor component below a page (set once, by the kit's pages). */
import { createContext, useContext, type ReactNode } from 'react';
import type { EditorConfig } from './config.js';

const EditorConfigContext = createContext<EditorConfig | null>(null);

/** Gives the editor's components below it their type's configuration. */
export function EditorProvider({ config, children }: { readonly config: EditorConfig; readonly children: ReactNode }) {
  return <EditorConfigContext.Provider value={config}>{children}</EditorConfigContext.Provider>;
}

/** The configuration of the type being edited (a component outside an `EditorProvider` is a bug). */
export function useEditorConfig(): EditorConfig {
  const config = useContext(EditorConfigContext);
  if (!config) throw new Error('An editor component was rendered outside an EditorProvider.');
  return config;
}

// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { ROOT } from '../paths.js';

/** bulletproof-react's one-way rule inside a section: app → features → shared; features stay apart. */
export function sectionBoundaries(remote) {
  const featuresDir = path.join(ROOT, remote, 'src', 'features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return {
    files: [`${remote}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${remote}/src/features`,
              from: `./${remote}/src/app`,
              message: 'Features must not import the app layer.',
            },
            ...features.map((feature) => ({
              target: `./${remote}/src/features/${feature}`,
              from: `./${remote}/src/features`,
              except: [`./${feature}`],
              message: 'Features must not import each other.',
            })),
          ],
        },
      ],
    },
  };
}

// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.js';
import { restrictedPaths } from './restricted-paths.js';

/** bulletproof-react's one-way rule inside a section: app → features → shared; features stay apart. */
export function sectionBoundaries(remote) {
  const featuresDir = path.join(ROOT, remote, 'src', 'features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return restrictedPaths(
    [`${remote}/src/**/*.{ts,tsx}`],
    [
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
  );
}

import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { runNavigationPipeline } from '@ksei/shared/node';
import { loadTemplate } from '../../src/site/document/template.js';
import { createDocumentSender } from '../../src/site/pages/document-sender.js';
import { registerPages } from '../../src/site/pages/page-handler.js';
import { legacySnapshot } from '../../src/domains/redirects/legacy-redirects.js';
import { createLiveRoutes } from '../../src/site/releases/live-routes.js';
import { createSectionHints } from '../../src/site/releases/section-hints.js';
import { createFixtureDirs } from '../support/fixtures.js';

describe('a navigation step that does not exist', () => {
  it('answers 500 "Unknown middleware" with the shell page', async () => {
    const dirs = createFixtureDirs();
    const app = Fastify({ logger: false });
    try {
      registerPages(app, {
        sendDocument: createDocumentSender({
          template: loadTemplate(dirs.shellDist),
          publicOrigin: 'https://www.ksei.co.id',
          remoteOverrides: false,
        }),
        legacyRedirects: { get: async () => legacySnapshot([]) },
        sectionHints: createSectionHints(dirs.releasesDir),
        routes: createLiveRoutes({ releasesDir: dirs.releasesDir, shellDist: dirs.shellDist }),
        navigate: (context) => runNavigationPipeline(context, ['redirection', 'missingStep']),
        sameOrigin: { publicOrigin: 'https://www.ksei.co.id', allowLoopback: false },
      });
      const response = await app.inject('/en/about-ksei/overview');
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Unknown middleware | KSEI</title>');
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('noindex');
    } finally {
      await app.close();
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });

  it('fails start-up with a clear message when the shell was not built', () => {
    const dirs = createFixtureDirs();
    try {
      fs.rmSync(path.join(dirs.shellDist, 'index.html'));
      expect(() => loadTemplate(dirs.shellDist)).toThrow(/run npm run build/);
    } finally {
      fs.rmSync(dirs.root, { recursive: true, force: true });
    }
  });
});

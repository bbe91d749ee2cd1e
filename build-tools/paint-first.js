// @ts-check
/**
 * Paint first, then run the shell: the HTML carries the shell's entry (and the scripts split from it)
 * as low-priority preloads and one small classic script (`shell/src/start/after-first-paint.ts`) that
 * adds them once the first frame is drawn. Without it the deferred entry could run before the
 * server-rendered page was painted, and the page's text waited for a few hundred milliseconds of script
 * on a slow phone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import ts from 'typescript';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * @param {{ loader: string, entry: string }} options `loader`: the TypeScript file; `entry`: the entry chunk's name.
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function paintFirstPlugin({ loader, entry }) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('KseiPaintFirst', (compilation) => {
        compilation.fileDependencies.add(loader);
        const { outputText } = ts.transpileModule(fs.readFileSync(loader, 'utf8'), {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
        });
        // The `export {}` only makes the file a module for the type checker; the browser gets a classic script.
        const code = outputText.replace(/^export \{\};\s*$/m, '').trim() + '\n';
        const name = `start.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        compilation.hooks.processAssets.tap(
          { name: 'KseiPaintFirst', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(name, new webpack.sources.RawSource(code)),
        );
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('KseiPaintFirst', (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '');
          const entryScript = new RegExp(`(^|/)${entry}\\.[^/]*\\.js$`);
          // The entry and the scripts split from it (all needed before it starts): each preloaded at
          // low priority, all added by the one start script, the entry last.
          const scripts = data.headTags
            .filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string')
            .map((tag) => String(tag.attributes.src))
            .sort((a, b) => Number(entryScript.test(a)) - Number(entryScript.test(b)));
          if (!scripts.some((src) => entryScript.test(src))) throw new Error(`paint-first: no ${entry} script`);
          const others = data.headTags.filter(
            (tag) => !(tag.tagName === 'script' && scripts.includes(String(tag.attributes.src))),
          );
          data.headTags = [
            ...scripts.map((src) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: src,
                fetchpriority: 'low',
              }),
            ),
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: publicPath + name,
              'data-main': scripts.join(' '),
            }),
            ...others,
          ];
          return data;
        });
      });
    },
  };
}

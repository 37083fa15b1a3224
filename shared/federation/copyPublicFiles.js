// A section's public/ folder copied into its build.
const path = require('node:path');
const fs = require('node:fs');

/**
 * Copies the files of a section's public/ folder into its build as they are (index.html
 * excepted: it is HtmlWebpackPlugin's template), e.g. the host's placeholder documents. A few
 * lines instead of copy-webpack-plugin; the dev server serves them from memory the same way.
 */
class CopyPublicFilesPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const publicDir = this.publicDir;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(publicDir)) return;
          compilation.contextDependencies.add(publicDir);
          for (const entry of fs.readdirSync(publicDir, { recursive: true })) {
            const file = path.join(publicDir, String(entry));
            const name = path.relative(publicDir, file).split(path.sep).join('/');
            if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicFilesPlugin };

// Each lazy part's scripts, written into the build (prerender.json's chunkGroupsFile): the renderer
// reads it to list the scripts of a page it drew again in a document whose scripts an earlier page
// loaded (scripts/prerender/loadedDocument.mjs).

const isScript = (file) => file.endsWith('.js');

/**
 * Writes { [chunk name]: { files, fallbacks } } for every named chunk loaded on demand (an
 * `import()` named by `webpackChunkName`, an exposed module): `files` are what a browser fetches to
 * load it, `fallbacks` the build's own copies of the shared modules it uses, which a page fetches
 * only when its host provides none (so the renderer keeps those the page did fetch).
 */
class ChunkGroupsFilePlugin {
  constructor(fileName) {
    this.fileName = fileName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the files took their final (content-hashed) names.
        { name: 'ChunkGroupsFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const filesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter(isScript));
          const fallbacksOf = (group, seen) =>
            group.chunks.flatMap((chunk) =>
              [...chunkGraph.getChunkModulesIterable(chunk)]
                .filter((module) => module.type === 'consume-shared-module')
                .flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)))
                .filter((fallback) => fallback && !seen.has(fallback) && seen.add(fallback))
                .flatMap((fallback) => [...filesOf(fallback), ...fallbacksOf(fallback, seen)]),
            );
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            groups[name] = { files: filesOf(group), fallbacks: [...new Set(fallbacksOf(group, new Set()))] };
          }
          compilation.emitAsset(this.fileName, new sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsFilePlugin };

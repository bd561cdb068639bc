// The API as one JavaScript file for plain `node`: apps/api/dist/server.js. Used by build.mjs.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** Packages bundled into the output: the workspace's TypeScript sources, which node cannot run. */
const BUNDLED_PACKAGES = ['@estate/contracts'];

/**
 * The API reads files beside its modules (`db/migrations`, `db/sql`…) through `import.meta.url`.
 * Bundled, every module shares server.js's URL, so each module's own URL is rewritten to where it
 * would sit in dist/, whose layout mirrors src/; copyAssets puts the non-TypeScript files there.
 */
function moduleUrlsAsInSource(srcDir) {
  return {
    name: 'module-urls-as-in-source',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const relative = path.relative(srcDir, args.path);
        if (relative.startsWith('..')) return undefined;
        const asJs = `./${relative.split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
        const folder = asJs.replace(/[^/]*$/, '');
        const url = `new URL(${JSON.stringify(asJs)}, import.meta.url)`;
        const contents = (await fs.promises.readFile(args.path, 'utf8'))
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.filename', `decodeURIComponent(${url}.pathname)`)
          .replaceAll(
            'import.meta.dirname',
            `decodeURIComponent(new URL(${JSON.stringify(folder)}, import.meta.url).pathname).replace(/\\/$/, '')`,
          );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Every other package stays an import, loaded from node_modules at run time. */
const otherPackagesExternal = {
  name: 'other-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const bundled = BUNDLED_PACKAGES.some(
        (p) => args.path === p || args.path.startsWith(`${p}/`),
      );
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

/** Migrations, SQL files and any other non-TypeScript file of src/, at the same place in dist/. */
function copyAssets(srcDir, outDir) {
  for (const entry of fs.readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.ts')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(outDir, path.relative(srcDir, from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

/** Builds apps/api/src/server.ts into a fresh apps/api/dist. */
export async function buildApi(apiDir) {
  const srcDir = path.join(apiDir, 'src');
  const outDir = path.join(apiDir, 'dist');
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(srcDir, 'server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [moduleUrlsAsInSource(srcDir), otherPackagesExternal],
  });
  copyAssets(srcDir, outDir);
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const sharedPackage = fileURLToPath(new URL('../../packages/shared/', import.meta.url));

/**
 * Brotli (quality 11) and gzip (level 9) copies of each hashed text asset next to it: the server sends
 * them as they are (smaller than compressing per request, and no work per request).
 */
function precompressAssets(): Plugin {
  return {
    name: 'party-precompress-assets',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      if (!options.dir) return;
      const assets = join(options.dir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
        writeFileSync(join(assets, `${name}.br`), brotliCompressSync(body, { params: brotli }));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  // The server render carries its own production React (and every other library) whatever the
  // server's NODE_ENV: the development build renders two to three times slower.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // The server's render of the public pages (src/entry-server.tsx) goes next to the browser's
    // build, which it follows (npm run build); the server never sends that folder.
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a public page's own chunk with its HTML.
    manifest: !isSsrBuild,
    // Every browser of the build target but Safari 16 understands <link rel="modulepreload">; there
    // a preload is only skipped (the module loads when imported), so no polyfill in every visitor's download.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server render is one file: the server imports it afresh after a rebuild, and every
      // page shares its one copy of each module.
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            codeSplitting: {
              // Everything the entry imports statically is loaded with it anyway: one file, not fifteen.
              // Left to itself rolldown splits what lazy chunks share with the entry (react-router,
              // tailwind-merge, small components) into separate files, each compressed on its own: 5 kB
              // more gzip for the same code (bench/README.md, initial JS).
              groups: [{ name: 'initial', tags: ['$initial'] }],
            },
          },
      treeshake: {
        // packages/shared holds contracts and pure rules only: a page that uses one constant must
        // not pull in every zod schema (and zod itself) through the package's index.
        moduleSideEffects: (id) => !id.startsWith(sharedPackage),
        manualPureFunctions: ['z'],
      },
    },
  },
}));

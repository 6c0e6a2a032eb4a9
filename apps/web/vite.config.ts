import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedPackage = fileURLToPath(new URL('../../packages/shared/', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a public page's own chunk with its HTML.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // packages/shared holds contracts and pure rules only: a page that uses one constant must
        // not pull in every zod schema (and zod itself) through the package's index.
        moduleSideEffects: (id) => !id.startsWith(sharedPackage),
        manualPureFunctions: ['z'],
      },
    },
  },
});

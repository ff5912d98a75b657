import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config, two builds: `vite build` makes the browser bundle (with a manifest for the server
// to find chunks), `vite build --ssr` bundles the server and its React entry for Node.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { output: { entryFileNames: 'cli.js' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { input: 'src/storefront/entry-client.tsx' },
      },
}));

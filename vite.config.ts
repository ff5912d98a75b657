import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';

// The browser bundle runs the React components on preact/compat: measured with `npm run bench`,
// react-dom 19 (68 KB gzip) and react-router (30 KB) alone would exceed the 100 KB first-load
// budget of the product page before any shop code. The server renders with React itself.
// VITRINE_CLIENT_RUNTIME=react builds the browser bundle with React instead.
const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// One config, two builds: `vite build` makes the browser bundle (with a manifest for the server
// to find chunks), `vite build --ssr src/cli.ts` bundles the server and its React entry for Node.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build' && !isSsrBuild && process.env.VITRINE_CLIENT_RUNTIME !== 'react'
        ? PREACT
        : [],
  },
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

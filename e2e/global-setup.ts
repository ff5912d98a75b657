import { existsSync } from 'node:fs';

/** The journeys run against the production build; `npm run test:e2e` builds it first. */
export default function setup() {
  if (!existsSync('dist/server/cli.js') || !existsSync('dist/client/.vite/manifest.json')) {
    throw new Error(
      'No build found: run "npm run build" (npm run test:e2e does) before the journeys.',
    );
  }
}

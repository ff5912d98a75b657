import { it } from 'vitest';
import { createTestApp, statementRecorder } from './test/harness.ts';
it('x', async () => {
  const r = statementRecorder();
  const t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' }, { onQuery: (q) => r.onQuery(q + ' @@ ' + (new Error().stack ?? '').split('\n').filter((l) => l.includes('/src/') && !l.includes('harness') && !l.includes('platform/db')).slice(0, 4).map((l) => l.trim().replace(/\(.*\/src\//, '(')).join(' < ')) });
  const listed = JSON.parse((await t.app.inject({ url: '/api/store/products?page_size=1' })).body).data;
  await t.app.inject({ url: listed[0].path });
  const { statements } = await r.during(() => t.app.inject({ url: listed[0].path }));
  for (const s of statements) console.log('Q:', s.replace(/\s+/g, ' ').replace(/^(.{0,90}).*@@/, '$1 @@'));
  await t.close();
});

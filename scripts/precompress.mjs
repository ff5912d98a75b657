// Writes .gz and .br beside every built asset, so the server sends them without compressing
// on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve('dist/client/assets');
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const data = readFileSync(path.join(dir, name));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
  writeFileSync(
    path.join(dir, `${name}.br`),
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} assets`);

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules the linter reports for a piece of code placed at a path of the tree. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('the rules of the house, as the linter enforces them', () => {
  it('keeps the platform free of modules and pages', async () => {
    expect(
      await broken(
        'src/platform/x.ts',
        "import { MODULES } from '../modules/index.ts';\nexport const m = MODULES;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await broken(
        'src/platform/x.ts',
        "import { routes } from '../storefront/routes.tsx';\nexport const r = routes;\n",
      ),
    ).toContain(RESTRICTED);
  });

  it("keeps a module out of another module's tables", async () => {
    expect(
      await broken(
        'src/modules/cart/x.ts',
        "import { variants } from '../catalog/schema.ts';\nexport const v = variants;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await broken(
        'src/modules/cart/x.ts',
        "import { carts } from './schema.ts';\nexport const c = carts;\n",
      ),
    ).not.toContain(RESTRICTED);
  });

  it("keeps a module out of another module's routes", async () => {
    const present = 'export const p = presentCart;\n';
    for (const [file, from] of [
      ['src/modules/checkout/x.ts', '../cart/routes.ts'],
      ['src/modules/orders/placement/x.ts', '../../cart/routes.ts'],
      ['src/modules/checkout/x.test.ts', '../cart/routes.ts'],
    ] as const) {
      const code = `import { presentCart } from '${from}';\n${present}`;
      expect(await broken(file, code), `${file}: ${from}`).toContain(RESTRICTED);
    }
    // What the cart shares it exports from a file of its own; a module's own routes are its own.
    for (const [file, from] of [
      ['src/modules/checkout/x.ts', '../cart/present.ts'],
      ['src/modules/cart/x.ts', './routes.ts'],
      ['src/modules/orders/placement/x.ts', '../routes.ts'],
    ] as const) {
      const code = `import { presentCart } from '${from}';\n${present}`;
      expect(await broken(file, code), `${file}: ${from}`).not.toContain(RESTRICTED);
    }
  });

  it('keeps a module to what another module shares: its contract, its service, MODULE_SHARED', async () => {
    const save = 'export const s = saveCatalogTranslations;\n';
    const code = (from: string) => `import { saveCatalogTranslations } from '${from}';\n${save}`;
    // A file that writes the catalogue's tables beside its service is the catalogue's own.
    for (const [file, from] of [
      ['src/modules/content/x.ts', '../catalog/translations-save.ts'],
      ['src/modules/orders/placement/x.ts', '../../catalog/translations-save.ts'],
      ['src/modules/content/x.ts', '../orders/placement/lines.ts'],
    ] as const) {
      expect(await broken(file, code(from)), `${file}: ${from}`).toContain(RESTRICTED);
    }
    for (const [file, from] of [
      ['src/modules/content/x.ts', '../catalog/contract.ts'],
      ['src/modules/content/x.ts', '../catalog/service.ts'],
      ['src/modules/checkout/x.ts', '../cart/present.ts'],
      ['src/modules/orders/placement/x.ts', '../../catalog/service.ts'],
      ['src/modules/orders/placement/x.ts', '../lines.ts'],
      ['src/modules/content/x.ts', '../../platform/db.ts'],
      ['src/modules/content/x.ts', './translations-save.ts'],
      // A test may take another module's fixtures (test cards, demo shipping).
      ['src/modules/checkout/x.test.ts', '../catalog/translations-save.ts'],
    ] as const) {
      expect(await broken(file, code(from)), `${file}: ${from}`).not.toContain(RESTRICTED);
    }
  });

  it("keeps the test helpers out of a module's own code", async () => {
    const code =
      "import { checkoutCall } from '../../test/checkout-flow.ts';\nexport const c = checkoutCall;\n";
    expect(await broken('src/modules/orders/x.ts', code)).toContain(RESTRICTED);
    expect(await broken('src/modules/orders/x.test.ts', code)).not.toContain(RESTRICTED);
  });

  it('keeps server code out of the browser bundle', async () => {
    for (const code of [
      "import { createCartService } from '../modules/cart/service.ts';\nexport const s = createCartService;\n",
      "import { carts } from '../modules/cart/schema.ts';\nexport const c = carts;\n",
      "import { loadConfig } from '../platform/config.ts';\nexport const l = loadConfig;\n",
      "import { z } from 'zod';\nexport const s = z.string();\n",
      "import { cartSchema } from '../modules/cart/contract.ts';\nexport const c = cartSchema;\n",
    ]) {
      expect(await broken('src/storefront/x.ts', code), code).toContain(RESTRICTED);
    }
    // Types are erased: a component may name a contract's or the platform's types.
    expect(
      await broken(
        'src/storefront/x.ts',
        "import type { CartDto } from '../modules/cart/contract.ts';\nexport type C = CartDto;\n",
      ),
    ).not.toContain(RESTRICTED);
  });

  it('keeps every stored value an expiring entry', async () => {
    for (const code of [
      "export const v = localStorage.getItem('k');\n",
      "export const v = window.sessionStorage.getItem('k');\n",
    ]) {
      const rules = await broken('src/storefront/components/x.ts', code);
      expect(
        rules.some((r) => r.startsWith('no-restricted-')),
        code,
      ).toBe(true);
    }
    expect(
      await broken(
        'src/storefront/state/expiring-entry.ts',
        'export const v = localStorage.length;\n',
      ),
    ).toEqual([]);
  });
});

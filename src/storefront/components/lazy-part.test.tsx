import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const drawn = (Part: typeof Greeting) =>
  renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <Part name="Ada" />
    </Suspense>,
  );

describe('a lazy part of a page', () => {
  it('waits for its code, then draws at once on every render, without suspending again', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    // Its code not here yet: the boundary's fallback (a server render cannot wait).
    expect(drawn(part.Part)).toContain('waiting');
    await part.preload();
    // Here: the part itself, in the same synchronous render, each time.
    expect(drawn(part.Part)).toContain('Hello <!-- -->Ada');
    expect(drawn(part.Part)).not.toContain('waiting');
    expect(loads).toBe(1);
  });

  it('draws at once when first drawn after its code came (the server: loader, then render)', async () => {
    const part = lazyPart(async () => Greeting);
    await part.preload();
    expect(drawn(part.Part)).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
  });

  it('loads its code once however often it is asked for', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(loads).toBe(1);
  });
});

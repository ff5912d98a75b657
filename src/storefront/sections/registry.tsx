import {
  Fragment,
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useParams, type Params } from 'react-router';
import type { StoreApi } from '../api-client.ts';
import { loadChunk } from '../chunk-load.ts';
import { loaderContext } from '../state/api.ts';
import { useHydrated } from '../state/hydrated.ts';
import type { SectionSettings, Template, ThemeSettings } from '../theme/types.ts';

/** What a section's loader reads: the API, the request, and the page's own resource. */
export interface SectionContext<Page = unknown> {
  api: StoreApi;
  request: Request;
  params: Params;
  /** What the page loaded for all its sections (the product, the collection, the cart). */
  page: Page;
  /** The shop's theme, for settings that decide what a list loads (palettes). */
  theme?: { settings: ThemeSettings } | undefined;
}

/** What a section's component receives. */
export interface SectionProps<Settings, Data, Page = unknown> {
  /** The section's key in its template: unique on the page. */
  id: string;
  settings: Settings;
  data: Data;
  page: Page;
  /**
   * The section leads the page: the first, below any strip (SectionModule.strip). Its pictures
   * are the first screen's: they load at once, the first of them before any other picture
   * (the page's largest paint); every other section's pictures wait until they come near.
   */
  lead: boolean;
}

/**
 * A section type, as its `index.tsx` exports it by default: its data loader and its component.
 * Its settings schema (Zod, with defaults) is beside it in `settings.ts`, read by the server
 * only, and its stylesheet is imported by the component's module (Dawn's sections bring their
 * schema and stylesheet the same way).
 */
export interface SectionModule<Settings = SectionSettings, Data = unknown, Page = unknown> {
  /**
   * When the browser loads the section's code: with the page (the default), or after the page
   * has hydrated, for a section below the fold that the first paint does not need. The server
   * renders both with the page; React keeps a later section's HTML until its chunk arrives.
   * `in-browser`: below the fold and costly to read and render (a product's reviews, its
   * recommendations), the section is neither read nor rendered by the server: the page holds
   * its place, and the browser reads its data through the API and renders it once the page has
   * hydrated and its place has come near the window (spec section 4, a lazy component loads on
   * becoming visible): a shopper who never scrolls to it costs neither server nor phone (an
   * uncached product page costs the server two fifths less).
   */
  hydrate?: 'with-page' | 'after-page' | 'in-browser';
  /** The id its rendered section carries, which a link may name (`#reviews`): an in-browser
   * section's place carries it until then, so that the link leads there and brings it. */
  anchor?: string;
  /** A thin strip across the page (an announcement bar): the section after it leads the page. */
  strip?: true;
  load?(ctx: SectionContext<Page>, settings: Settings): Promise<Data>;
  Component: ComponentType<SectionProps<Settings, Data, Page>>;
}

/** Declares a section type with its types. */
export const defineSection = <Settings, Data = null, Page = unknown>(
  section: SectionModule<Settings, Data, Page>,
) => section;

/** A section of a page, loaded: its settings and its data, ready to render. */
export interface LoadedSection {
  id: string;
  type: string;
  settings: SectionSettings;
  data: unknown;
  /** Its code loads after the page has hydrated (the section type's `hydrate: 'after-page'`). */
  later?: true;
  /**
   * Its data stayed out of the page's hydration data (a later section's): the server rendered
   * it, and the browser reads it again through the API when the section's code comes.
   */
  deferred?: true;
  /** Neither read nor rendered by the server: the browser reads and renders it after hydrating. */
  inBrowser?: true;
  /** Its section type's anchor (SectionModule.anchor), for its place. */
  anchor?: string;
  /** It leads the page (SectionProps.lead). */
  lead?: true;
  /** The colour scheme it wears, in a band of the scheme's colours (SectionInstance.scheme). */
  scheme?: string;
}

// Each section type is its own chunk: a page loads the sections its template names, no more.
const modules = import.meta.glob<{ default: SectionModule }>('./*/index.tsx');
const loaded = new Map<string, SectionModule>();

/** The source file of a section type, as Vite's manifest names its chunk. */
export const sectionFile = (type: string) => `src/storefront/sections/${type}/index.tsx`;

/** Loads a section type's module (once). */
export async function loadSectionModule(type: string): Promise<SectionModule> {
  const known = loaded.get(type);
  if (known) return known;
  const load = modules[`./${type}/index.tsx`];
  if (!load) throw new Error(`unknown section type "${type}"`);
  const module = (await loadChunk(load)).default;
  loaded.set(type, module);
  return module;
}

/** Loads the sections of a page's template, in order, each with exactly the data it asks for. */
export async function loadTemplate<Page>(
  template: Template,
  ctx: SectionContext<Page>,
): Promise<LoadedSection[]> {
  const sections = await Promise.all(
    template.order.map(async (id): Promise<LoadedSection> => {
      const { type, settings, scheme } = template.sections[id]!;
      const module = await loadSectionModule(type);
      const worn = scheme === undefined ? {} : { scheme };
      if (import.meta.env.SSR && module.hydrate === 'in-browser') {
        const later = { later: true, deferred: true, inBrowser: true } as const;
        const anchor = module.anchor === undefined ? {} : { anchor: module.anchor };
        return { id, type, settings, data: null, ...later, ...anchor, ...worn };
      }
      const data = module.load ? await module.load(ctx as SectionContext, settings) : null;
      return module.hydrate === 'after-page' || module.hydrate === 'in-browser'
        ? { id, type, settings, data, later: true as const, ...worn }
        : { id, type, settings, data, ...worn };
    }),
  );
  const lead = sections.find((s) => !loaded.get(s.type)?.strip);
  if (lead) lead.lead = true;
  return sections;
}

/**
 * The section types named in loader data: those whose modules load before hydration (and are
 * preloaded), or those that come after it.
 */
export function sectionTypesIn(
  loaderData: Record<string, unknown>,
  when: 'before-hydration' | 'after-hydration',
): string[] {
  const types = new Set<string>();
  for (const data of Object.values(loaderData)) {
    const sections = (data as { sections?: LoadedSection[] } | null)?.sections;
    if (!Array.isArray(sections)) continue;
    for (const s of sections)
      if (Boolean(s.later) === (when === 'after-hydration')) types.add(s.type);
  }
  return [...types];
}

/**
 * The loader data as the page sends it for hydration: the data of the sections that hydrate
 * after the page is left out (their HTML is in the page already). Reviews and recommended
 * products were a third of a product page's hydration data, parsed before anything could
 * respond.
 */
export function withoutLaterSectionData(loaderData: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(loaderData).map(([route, data]) => {
      const sections = (data as { sections?: LoadedSection[] } | null)?.sections;
      if (!Array.isArray(sections)) return [route, data];
      const sent = sections.map((s) =>
        s.later && s.data != null ? { ...s, data: null, deferred: true as const } : s,
      );
      return [route, { ...(data as object), sections: sent }];
    }),
  );
}

// A deferred section's module and data, read once per loaded section (its object is kept by
// the router's loader data for as long as the page shows).
const deferredReads = new WeakMap<
  LoadedSection,
  Promise<{ module: SectionModule; data: unknown }>
>();

function readDeferred(section: LoadedSection, page: unknown, params: Params) {
  let read = deferredReads.get(section);
  if (!read) {
    read = loadSectionModule(section.type).then(async (module) => {
      const { api, theme } = loaderContext();
      const ctx: SectionContext = {
        api,
        request: new Request(window.location.href),
        params,
        page,
        theme,
      };
      return { module, data: module.load ? await module.load(ctx, section.settings) : null };
    });
    deferredReads.set(section, read);
  }
  return read;
}

/** A later section whose data the page did not send: its code and data, then its component. */
function DeferredSection({ section, page }: { section: LoadedSection; page: unknown }) {
  const { module, data } = use(readDeferred(section, page, useParams()));
  const { Component } = module;
  return (
    <Component
      id={section.id}
      settings={section.settings}
      data={data}
      page={page}
      lead={Boolean(section.lead)}
    />
  );
}

// A section type that hydrates later renders through React.lazy in the browser, and keeps that
// component once used (swapping it for the loaded module's would remount the section).
const lazySections = new Map<string, SectionModule['Component']>();
function lazySection(type: string): SectionModule['Component'] {
  let component = lazySections.get(type);
  if (!component) {
    component = lazy(async () => ({ default: (await loadSectionModule(type)).Component }));
    lazySections.set(type, component);
  }
  return component;
}

/** How near the window an in-browser section's place comes before it loads: a screen's height
 * on a phone, so that it is there by the time the shopper scrolls to it. */
const NEAR_MARGIN = '800px 0px';

/**
 * Whether an element has come within NEAR_MARGIN of the window (once true, for good). Without
 * IntersectionObserver, at once.
 */
function useNearWindow(ref: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, near]);
  return near;
}

/** Where a section the browser renders stands until then: in the page, empty, with its anchor. */
function PendingSection({
  section,
  place,
}: {
  section: LoadedSection;
  place?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={place} className="section-pending" id={section.anchor} data-section={section.type} />
  );
}

/**
 * A section the server left to the browser: its place in the server's HTML and at hydration,
 * then, once the page has hydrated and the place has come near the window, its code, its data
 * (through the API) and its component.
 */
function InBrowserSection({ section, page }: { section: LoadedSection; page: unknown }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearWindow(place, hydrated);
  if (!hydrated || !near) return <PendingSection section={section} place={place} />;
  return (
    <Suspense fallback={<PendingSection section={section} />}>
      <DeferredSection section={section} page={page} />
    </Suspense>
  );
}

/** Renders a page's loaded sections in order, each in its colour scheme's band if it wears one. */
export function Sections<Page>({ sections, page }: { sections: LoadedSection[]; page: Page }) {
  return <>{sections.map((section) => worn(section, oneSection(section, page)))}</>;
}

/** A section in the band of the colour scheme it wears (the whole width, the scheme's colours). */
function worn(section: LoadedSection, node: ReactNode) {
  if (section.scheme === undefined) return <Fragment key={section.id}>{node}</Fragment>;
  return (
    <div key={section.id} className={`section-band scheme-${section.scheme}`}>
      {node}
    </div>
  );
}

/** One section: rendered here, in the browser after hydration, or with its data read later. */
function oneSection(section: LoadedSection, page: unknown) {
  if (section.inBrowser) return <InBrowserSection section={section} page={page} />;
  if (section.deferred) {
    return (
      <Suspense fallback={null}>
        <DeferredSection section={section} page={page} />
      </Suspense>
    );
  }
  const later = Boolean(section.later);
  const Component =
    (later ? lazySections.get(section.type) : undefined) ??
    loaded.get(section.type)?.Component ??
    (later ? lazySection(section.type) : undefined);
  if (!Component) return null;
  // Every section in a boundary of its own: React hydrates the page's layout first, then each
  // boundary at a lower priority, in slices of a few milliseconds with the main thread free
  // between them, where the page as one tree was one task of 130-210 ms on a throttled phone
  // (Lighthouse). A click or key on a section not yet hydrated hydrates it at once and reaches
  // it. The server renders the same boundaries, with the content.
  return (
    <Suspense fallback={null}>
      <Component
        id={section.id}
        settings={section.settings}
        data={section.data}
        page={page}
        lead={Boolean(section.lead)}
      />
    </Suspense>
  );
}

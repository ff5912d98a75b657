import { NotFoundMessage } from '../components/NotFoundMessage.tsx';
import { notFoundResponse, type RouteHandle } from '../page.ts';

export const handle: RouteHandle = { name: 'notFound', cache: 'private' };

/** Any address no page answers: 404. */
export function loader(): never {
  throw notFoundResponse();
}

/** The 404 page (rendered through the layout's error boundary, which shows the same). */
export function Component() {
  return <NotFoundMessage />;
}

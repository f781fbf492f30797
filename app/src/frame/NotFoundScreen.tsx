import { ErrorPage } from '@dokkham/ui/ErrorPage';

/** The router's default not-found component ('Not Found'), inside the layout. */
export function NotFoundScreen() {
  return <ErrorPage variant="notFound" />;
}

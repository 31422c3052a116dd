import { isRouteErrorResponse } from 'react-router';

/** A short line about what failed: "404 Not Found", or the thrown error's own message. */
export function describeRouteError(error: unknown) {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

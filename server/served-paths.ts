/** What the API answers itself rather than the SPA: its calls, the health check and the signing pages. */
const API_SERVED_PATHS = ['/api', '/healthz', '/e-signing', '/sandbox'] as const;

/** Vite's dev-server proxy sending each of them to the API at `origin`. */
export const apiProxy = (origin: string) => Object.fromEntries(API_SERVED_PATHS.map((path) => [path, origin]));

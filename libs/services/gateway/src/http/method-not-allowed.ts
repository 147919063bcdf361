import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../docs/docs.controller';

type Routes = Array<{ path: RegExp; methods: string[] }>;

let routes: Routes | undefined;

/** The committed OpenAPI document is the contract: its paths and methods are the routes. */
function documentedRoutes(): Routes {
  const paths = (JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, object> }).paths;
  return Object.entries(paths).map(([template, operations]) => {
    const methods = Object.keys(operations).map((m) => m.toUpperCase());
    if (methods.includes('GET')) methods.push('HEAD'); // express answers HEAD for every GET route
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return { path: new RegExp(`^${pattern}/?$`), methods };
  });
}

/**
 * The methods the API serves at `path` (empty when no route has it). A request whose path
 * exists with another method is `405` with `Allow` (RFC 9110 §15.5.6), not `404`.
 */
export function allowedMethods(path: string): string[] {
  routes ??= documentedRoutes();
  return [...new Set(routes.filter((route) => route.path.test(path)).flatMap((route) => route.methods))];
}

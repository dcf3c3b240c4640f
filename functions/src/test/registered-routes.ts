import type { Express } from 'express';

/** A layer of Express 5's router: a route, or a mounted router with a stack of its own. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/** "METHOD /path" of every route under /api, found by walking the app's router stack. */
export function registeredRoutes(app: Express): string[] {
  const walk = (stack: RouterLayer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const { path, methods } = layer.route;
        return Object.keys(methods).map((method) => `${method.toUpperCase()} ${prefix}${path}`);
      }
      if (!layer.handle.stack) return [];
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return walk(layer.handle.stack, `${prefix}${mount}`);
    });
  const all = walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  const outside = all.filter((route) => !route.split(' ')[1]!.startsWith('/api/'));
  if (outside.length > 0) throw new Error(`routes outside /api: ${outside.join(', ')}`);
  return all.map((route) => route.replace(' /api/', ' /'));
}


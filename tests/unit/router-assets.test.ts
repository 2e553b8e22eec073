import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloader, routeFiles, routerAssets } from '../../scripts/vite-router-manifest';

const manifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js', '_routes.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_routes.js': { file: 'assets/routes.js', imports: ['_react.js'] },
  'src/routes/excursions/$.tsx?tsr-split=component---loader': {
    file: 'assets/excursion.js',
    imports: ['_routes.js', '_booking.js'],
  },
  'src/routes/excursions/$.tsx?tsr-split=pendingComponent': { file: 'assets/skeleton.js' },
  '_booking.js': { file: 'assets/booking.js', imports: ['_react.js'] },
  'style.css': { file: 'assets/style.css' },
};

describe("the router's asset manifest", () => {
  it('names every route of the generated tree by its file', () => {
    const files = routeFiles(readFileSync('src/routeTree.gen.ts', 'utf8'));
    expect(files['/excursions/$']).toBe('src/routes/excursions/$.tsx');
    expect(files['/user']).toBe('src/routes/user/route.tsx');
    expect(files['/user/orders/']).toBe('src/routes/user/orders/index.tsx');
    expect(files['/']).toBe('src/routes/index.tsx');
  });

  it("preloads the entry's files for every page and each route's own files on its pages", () => {
    const assets = routerAssets(manifest, () => 'body{}', { '/excursions/$': 'src/routes/excursions/$.tsx' });
    expect(assets.routes.__root__.scripts.map((script) => script.children)).toEqual([
      preloader(['/assets/entry.js', '/assets/react.js', '/assets/routes.js']),
      expect.stringContaining('"/assets/entry.js"'),
    ]);
    // What the root already asks for is not asked again.
    expect(assets.routes['/excursions/$']!.scripts[0]!.children).toBe(
      preloader(['/assets/excursion.js', '/assets/booking.js', '/assets/skeleton.js']),
    );
    expect(assets.inlineCss.styles['/assets/style.css']).toBe('body{}');
  });
});

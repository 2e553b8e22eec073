import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryLoader, preloader } from '../../scripts/vite-router-manifest';

const frames: FrameRequestCallback[] = [];
/** Runs the code as the page would: the inline scripts the server writes into every page. */
const runInline = (code: string): void => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- this is the page's own inline code
  (new Function(code) as () => void)();
};
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
const modules = () =>
  [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));

function paintAFrame() {
  for (const frame of frames.splice(0)) frame(performance.now());
}

describe("the page's module loaders", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    frames.length = 0;
    document.head.innerHTML = '';
  });

  it('ask for the modules only after the page has painted', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    runInline(preloader(['/assets/react.js', '/assets/routes.js']));
    runInline(entryLoader('/assets/entry.js'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(preloads()).toEqual([]);
    expect(modules()).toEqual([]);
    // The frame is drawn after its callbacks run: the loaders wait for the task after it.
    paintAFrame();
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/react.js', '/assets/routes.js']);
    expect(modules()).toEqual(['/assets/entry.js']);
  });

  it('do not wait for frames in a tab nobody sees', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    runInline(preloader(['/assets/react.js']));
    expect(preloads()).toEqual(['/assets/react.js']);
  });
});

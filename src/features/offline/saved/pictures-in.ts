/** Every picture a page's content shows or may show (all sizes offered in `srcset`). */
export function picturesIn(root: ParentNode): string[] {
  const urls = new Set<string>();
  for (const image of root.querySelectorAll('img')) {
    if (image.currentSrc) urls.add(image.currentSrc);
    else if (image.src) urls.add(image.src);
    for (const candidate of image.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(new URL(url, document.baseURI).href);
    }
  }
  return [...urls];
}

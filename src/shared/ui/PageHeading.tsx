/** The page's h1 and document title; pages of issues not built yet show only this. */
export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <h1 className="page-title">{title}</h1>
    </>
  );
}

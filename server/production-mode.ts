/**
 * Imported first by the server's entry points: React (and any library that reads NODE_ENV when it
 * loads) runs its production build unless the environment says otherwise. React's development
 * build validates every element and records where each was created, which made a page render
 * several times slower. `npm run dev` does not import this.
 */
process.env.NODE_ENV ??= 'production';

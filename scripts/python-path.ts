import { execFileSync } from 'node:child_process';

/** The Python modules the reference Django backend of the compat tests runs on (Debian's packages). */
export const DJANGO_MODULES = ['django', 'rest_framework', 'rest_framework_simplejwt'];
export const DJANGO_PACKAGES = [
  'python3-django',
  'python3-djangorestframework',
  'python3-djangorestframework-simplejwt',
];

function canImportDjango(python: string): boolean {
  try {
    execFileSync(python, ['-c', `import ${DJANGO_MODULES.join(', ')}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Python that has Django: COMPAT_PYTHON, else Debian's own (`/usr/bin/python3`, where apt puts
 * the packages; a `python3` earlier on PATH, such as pyenv's, may not see them), else `python3`.
 */
export function resolveDjangoPython(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.COMPAT_PYTHON, '/usr/bin/python3', 'python3'];
  for (const candidate of candidates) if (candidate && canImportDjango(candidate)) return candidate;
  return null;
}

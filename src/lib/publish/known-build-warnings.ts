/**
 * Bundler warnings that Astro's own output causes and that say nothing about this project, each with the upstream
 * issue that tracks it. The build leaves them out so that a contributor reads only what they can act on: one such
 * warning came once per MDX file, about 300 lines of every build's output. A warning with the same code about
 * anything else is still shown.
 */
export interface KnownBuildWarning {
  /** The bundler's warning code. */
  code: string;
  /** Words the warning's message must contain: what it is about. */
  about: string;
  /** Why it is not ours to act on. */
  why: string;
  /** The upstream issue; when it is fixed and Astro updated, the entry goes. */
  tracked: string;
}

export const KNOWN_BUILD_WARNINGS: readonly KnownBuildWarning[] = [
  {
    code: 'MODULE_LEVEL_DIRECTIVE',
    about: '"use astro:head-inject"',
    why: 'Astro writes this directive into every MDX module it compiles, and rolldown warns, once per MDX file, that bundling may not keep it.',
    tracked: 'https://github.com/withastro/astro/issues/18087',
  },
];

/** Is this bundler warning one of `KNOWN_BUILD_WARNINGS`? */
export function isKnownBuildWarning(warning: { code?: string | undefined; message: string }): boolean {
  return KNOWN_BUILD_WARNINGS.some((known) => warning.code === known.code && warning.message.includes(known.about));
}

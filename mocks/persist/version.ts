/**
 * standin's version, written into the bundles by the build (scripts/build.mjs `define`): the
 * browser's saved store belongs to one version. Run from the sources (the repository's own tests
 * and demo), it is `development`.
 */
declare const __STANDIN_VERSION__: string | undefined

export const STANDIN_VERSION: string = typeof __STANDIN_VERSION__ === 'string' ? __STANDIN_VERSION__ : 'development'

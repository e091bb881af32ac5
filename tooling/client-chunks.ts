/**
 * How the client bundle is split into files (Rolldown's output.codeSplitting). Left to itself the
 * bundler makes a file of every module that two routes share, so the home page needed 21 scripts,
 * a dozen of them under 1 kB (plus about 1 kB of response headers each). On a phone network every
 * request costs a round trip, so the code that every page runs, and the small shared components,
 * are grouped into two files. See docs/decisions/0017-page-performance.md.
 */
const FRAMEWORK = new RegExp(
  [
    // React, React DOM, React Router and i18next with their small dependencies
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]`,
    // the i18next instance and this market's copy (virtual:site-config and its JSON imports)
    String.raw`virtual:site-config|[\\/]app[\\/]i18n[\\/]`,
  ].join("|"),
);

const SHARED = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/](ui|layout|sections|illustrations|logos)[\\/]`,
    String.raw`[\\/]app[\\/]lib[\\/]`,
    String.raw`[\\/]node_modules[\\/](lucide-react|simple-icons)[\\/]`,
  ].join("|"),
);

/** Shared, but big and needed by some pages only: left in their own files. */
const NOT_SHARED = /[\\/]ServiceCarousel\.tsx$/;

export const clientCodeSplitting = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 20 },
    {
      name: "shared",
      test: (id: string) => SHARED.test(id) && !NOT_SHARED.test(id),
      minShareCount: 2,
      priority: 10,
    },
  ],
};
